import {
  addDays,
  ageOn,
  calendarDate,
  compareDates,
  dayOfWeek,
  daysBetween,
  formatBrDate,
  INSTALLATION_PERIODS,
  INSTALLATION_RULES,
  installationDateProblem,
  installationDates,
  installationPeriodLabel,
  isAdult,
  isInstallationDate,
  isInstallationPeriod,
  isNationalHoliday,
  nationalHolidays,
  parseBrDate,
  padDatePart,
  parseIsoDate,
  todayInBrazil,
  withFullYear,
  toIsoDate,
  type CalendarDate,
} from "@/lib/validation";

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

describe("parseBrDate (funnel §5: a typed dd/mm/yyyy must exist)", () => {
  it("parses real dates", () => {
    expect(parseBrDate("15/03/1990")).toEqual(d(1990, 3, 15));
    expect(parseBrDate("31/12/2000")).toEqual(d(2000, 12, 31));
    expect(parseBrDate(" 01/01/1950 ")).toEqual(d(1950, 1, 1));
  });

  it("knows leap years: 29/02/2024 and 29/02/2000 exist, 29/02/2023 and 29/02/1900 do not", () => {
    expect(parseBrDate("29/02/2024")).toEqual(d(2024, 2, 29));
    expect(parseBrDate("29/02/2000")).toEqual(d(2000, 2, 29));
    expect(parseBrDate("29/02/2023")).toBeNull();
    expect(parseBrDate("29/02/1900")).toBeNull();
  });

  it.each(["31/02/2024", "30/02/2024", "31/04/2024", "31/06/2024", "31/09/2024", "31/11/2024", "00/01/2024", "32/01/2024", "15/00/2024", "15/13/2024", "01/01/0000"])(
    "refuses the impossible %j",
    (date) => {
      expect(parseBrDate(date)).toBeNull();
    },
  );

  it.each(["", "1/2/2024", "01/02/24", "2024-02-01", "01-02-2024", "01/02/2024x", "aa/bb/cccc"])("refuses the malformed %j", (date) => {
    expect(parseBrDate(date)).toBeNull();
  });

  it("accepts the 31st of the long months", () => {
    for (const month of [1, 3, 5, 7, 8, 10, 12]) {
      expect(parseBrDate(`31/${String(month).padStart(2, "0")}/2023`)).not.toBeNull();
    }
  });
});

describe("ISO dates", () => {
  it("toIsoDate writes yyyy-mm-dd with zero padding; formatBrDate writes dd/mm/yyyy", () => {
    expect(toIsoDate(d(1990, 3, 5))).toBe("1990-03-05");
    expect(formatBrDate(d(1990, 3, 5))).toBe("05/03/1990");
    expect(toIsoDate(parseBrDate("29/02/2024") as CalendarDate)).toBe("2024-02-29");
  });

  it("parseIsoDate reads the API form and refuses impossible dates", () => {
    expect(parseIsoDate("2024-02-29")).toEqual(d(2024, 2, 29));
    expect(parseIsoDate("2023-02-29")).toBeNull();
    expect(parseIsoDate("29/02/2024")).toBeNull();
  });

  it("calendarDate refuses non-integers and out-of-range parts", () => {
    expect(calendarDate(2024, 1.5, 1)).toBeNull();
    expect(calendarDate(10000, 1, 1)).toBeNull();
    expect(calendarDate(2024, 4, 30)).toEqual(d(2024, 4, 30));
  });
});

describe("calendar arithmetic", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays(d(2024, 2, 28), 1)).toEqual(d(2024, 2, 29));
    expect(addDays(d(2023, 2, 28), 1)).toEqual(d(2023, 3, 1));
    expect(addDays(d(2026, 12, 31), 1)).toEqual(d(2027, 1, 1));
    expect(addDays(d(2026, 1, 1), -1)).toEqual(d(2025, 12, 31));
  });

  it("counts days, compares and names the weekday", () => {
    expect(daysBetween(d(2026, 3, 19), d(2026, 4, 18))).toBe(30);
    expect(compareDates(d(2026, 3, 19), d(2026, 3, 20))).toBeLessThan(0);
    expect(compareDates(d(2026, 3, 19), d(2026, 3, 19))).toBe(0);
    expect(dayOfWeek(d(2026, 3, 22))).toBe(0); // a Sunday
    expect(dayOfWeek(d(2026, 3, 21))).toBe(6); // a Saturday
  });

  it("todayInBrazil reads Brasília time: 01:00 UTC is still the previous day there", () => {
    expect(todayInBrazil(new Date("2026-03-20T01:00:00Z"))).toEqual(d(2026, 3, 19));
    expect(todayInBrazil(new Date("2026-03-20T03:00:00Z"))).toEqual(d(2026, 3, 20));
  });
});

describe("isAdult (18 completed, at most 120)", () => {
  const today = d(2026, 3, 19);

  it("is an adult from the 18th birthday on", () => {
    expect(isAdult(d(2008, 3, 19), today)).toBe(true);
    expect(isAdult(d(2008, 3, 20), today)).toBe(false);
    expect(isAdult(d(2008, 3, 18), today)).toBe(true);
    expect(isAdult(d(1990, 1, 1), today)).toBe(true);
    expect(ageOn(d(2008, 3, 20), today)).toBe(17);
  });

  it("someone born on 29/02 turns 18 on 01/03 in a common year", () => {
    expect(isAdult(d(2008, 2, 29), d(2026, 2, 28))).toBe(false);
    expect(isAdult(d(2008, 2, 29), d(2026, 3, 1))).toBe(true);
  });

  it("refuses a birth more than 120 years ago and a birth in the future", () => {
    expect(isAdult(d(1906, 3, 19), today)).toBe(true); // 120 today
    expect(isAdult(d(1905, 3, 20), today)).toBe(true); // 120, 121 tomorrow
    expect(isAdult(d(1905, 3, 19), today)).toBe(false); // 121 today
    expect(ageOn(d(1905, 3, 19), today)).toBe(121);
    expect(isAdult(d(1896, 5, 10), today)).toBe(false);
    expect(isAdult(d(2030, 1, 1), today)).toBe(false);
    expect(ageOn(d(2030, 1, 1), today)).toBeLessThan(0);
  });
});

describe("installation dates and periods", () => {
  const today = d(2026, 3, 19); // a Thursday; Good Friday 2026 is 3 April

  it("periods are manha and tarde with the spec's labels", () => {
    expect(INSTALLATION_PERIODS).toEqual([
      { value: "manha", label: "Manhã (8h às 12h)" },
      { value: "tarde", label: "Tarde (12h às 18h)" },
    ]);
    expect(installationPeriodLabel("tarde")).toBe("Tarde (12h às 18h)");
    expect(installationPeriodLabel("noite")).toBeUndefined();
    expect(isInstallationPeriod("manha")).toBe(true);
    expect(isInstallationPeriod("Manhã")).toBe(false);
  });

  it("national holidays include the fixed ones, 20 November and Good Friday", () => {
    const iso = (year: number) => nationalHolidays(year).map(toIsoDate);
    expect(iso(2026)).toEqual(
      expect.arrayContaining(["2026-01-01", "2026-04-21", "2026-05-01", "2026-09-07", "2026-10-12", "2026-11-02", "2026-11-15", "2026-11-20", "2026-12-25", "2026-04-03"]),
    );
    expect(iso(2024)).toContain("2024-03-29");
    expect(iso(2025)).toContain("2025-04-18");
    expect(isNationalHoliday(d(2026, 4, 2))).toBe(false);
  });

  it("from tomorrow to 30 days ahead, Monday to Saturday, not on holidays", () => {
    expect(INSTALLATION_RULES).toEqual({ firstDayAhead: 1, lastDayAhead: 30, maxOptions: 3 });
    expect(isInstallationDate(d(2026, 3, 20), today)).toBe(true); // tomorrow, Friday
    expect(isInstallationDate(d(2026, 3, 21), today)).toBe(true); // Saturday
    expect(isInstallationDate(d(2026, 4, 18), today)).toBe(true); // day 30, Saturday
    expect(installationDateProblem(today, today)).toBe("outOfRange");
    expect(installationDateProblem(d(2026, 3, 18), today)).toBe("outOfRange");
    expect(installationDateProblem(d(2026, 4, 20), today)).toBe("outOfRange"); // day 32
    expect(installationDateProblem(d(2026, 3, 22), today)).toBe("closed"); // Sunday
    expect(installationDateProblem(d(2026, 4, 3), today)).toBe("closed"); // Good Friday
  });

  it("lists the 25 dates open from 19/03/2026", () => {
    const dates = installationDates(today).map(toIsoDate);
    expect(dates).toHaveLength(25);
    expect(dates[0]).toBe("2026-03-20");
    expect(dates.at(-1)).toBe("2026-04-18");
    expect(dates).not.toContain("2026-03-22");
    expect(dates).not.toContain("2026-04-03");
  });
});

describe("dates as people type them: '1/1/90' is not '11/90'", () => {
  it("a separator after a one-digit day or month pads it", () => {
    expect(padDatePart("1")).toBe("01/");
    expect(padDatePart("01/1")).toBe("01/01/");
    expect(padDatePart("31/2")).toBe("31/02/");
  });
  it("changes nothing where the mask places the separator itself", () => {
    for (const text of ["", "12", "01/12", "01/01/", "01/01/19", "01/01/1990"]) expect(padDatePart(text), text).toBeNull();
  });
  it("gives a two-digit year its century, in the past: 20yy once that year has begun, else 19yy", () => {
    const today = d(2026, 11, 27);
    expect(withFullYear("01/01/90", today)).toBe("01/01/1990");
    expect(withFullYear("15/08/05", today)).toBe("15/08/2005");
    expect(withFullYear("15/08/26", today)).toBe("15/08/2026");
    expect(withFullYear("15/08/27", today)).toBe("15/08/1927");
  });
  it("leaves any other text for the field's own checks", () => {
    const today = d(2026, 11, 27);
    for (const text of ["", "01/01/1990", "01/01/9", "1/1/90", "31/02/1990"]) expect(withFullYear(text, today)).toBe(text);
  });
});
