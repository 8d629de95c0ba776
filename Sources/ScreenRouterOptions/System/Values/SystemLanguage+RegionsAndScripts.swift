// swift-format-ignore-file: AlwaysUseLowerCamelCase, IdentifiersMustBeASCII
// AutoMate's names, kept as AutoMate spells them so that code written for AutoMate compiles unchanged.
// Apple's identifiers of a language in a region or a script (`en-US`, `zh-Hans`), under AutoMate's names.

extension SystemLanguage {
    /// English India: `en-IN`.
    public static let EnglishIndia = SystemLanguage(verbatim: "en-IN")
    /// English United States: `en-US`.
    public static let EnglishUnitedStates = SystemLanguage(verbatim: "en-US")
    /// Chinese Simplified: `zh-Hans`.
    public static let ChineseSimplified = SystemLanguage(verbatim: "zh-Hans")
    /// Kashmiri Arabic: `ks-Arab`.
    public static let KashmiriArabic = SystemLanguage(verbatim: "ks-Arab")
    /// French France: `fr-FR`.
    public static let FrenchFrance = SystemLanguage(verbatim: "fr-FR")
    /// Tatar Latin: `tt-Latn`.
    public static let TatarLatin = SystemLanguage(verbatim: "tt-Latn")
    /// French Canada: `fr-CA`.
    public static let FrenchCanada = SystemLanguage(verbatim: "fr-CA")
    /// German Switzerland: `de-CH`.
    public static let GermanSwitzerland = SystemLanguage(verbatim: "de-CH")
    /// Chinese Taiwan: `zh-TW`.
    public static let ChineseTaiwan = SystemLanguage(verbatim: "zh-TW")
    /// Serbian Latin: `sr-Latn`.
    public static let SerbianLatin = SystemLanguage(verbatim: "sr-Latn")
    /// Uzbek Cyrillic: `uz-Cyrl`.
    public static let UzbekCyrillic = SystemLanguage(verbatim: "uz-Cyrl")
    /// German Germany: `de-DE`.
    public static let GermanGermany = SystemLanguage(verbatim: "de-DE")
    /// Tatar Cyrillic: `tt-Cyrl`.
    public static let TatarCyrillic = SystemLanguage(verbatim: "tt-Cyrl")
    /// Sundanese Latin: `su-Latn`.
    public static let SundaneseLatin = SystemLanguage(verbatim: "su-Latn")
    /// Tachelhit Latin: `shi-Latn`.
    public static let TachelhitLatin = SystemLanguage(verbatim: "shi-Latn")
    /// Sundanese Sundanese: `su-Sund`.
    public static let SundaneseSundanese = SystemLanguage(verbatim: "su-Sund")
    /// Turkmen Cyrillic: `tk-Cyrl`.
    public static let TurkmenCyrillic = SystemLanguage(verbatim: "tk-Cyrl")
    /// Italian Italy: `it-IT`.
    public static let ItalianItaly = SystemLanguage(verbatim: "it-IT")
    /// Turkmen Latin: `tk-Latn`.
    public static let TurkmenLatin = SystemLanguage(verbatim: "tk-Latn")
    /// Spanish Latin America: `es-419`.
    public static let SpanishLatinAmerica = SystemLanguage(verbatim: "es-419")
    /// Spanish Spain: `es-ES`.
    public static let SpanishSpain = SystemLanguage(verbatim: "es-ES")
    /// Sindhi Devanagari: `sd-Deva`.
    public static let SindhiDevanagari = SystemLanguage(verbatim: "sd-Deva")
    /// Azerbaijani Latin: `az-Latn`.
    public static let AzerbaijaniLatin = SystemLanguage(verbatim: "az-Latn")
    /// Dutch Belgium: `nl-BE`.
    public static let DutchBelgium = SystemLanguage(verbatim: "nl-BE")
    /// Punjabi Arabic: `pa-Arab`.
    public static let PunjabiArabic = SystemLanguage(verbatim: "pa-Arab")
    /// German Austria: `de-AT`.
    public static let GermanAustria = SystemLanguage(verbatim: "de-AT")
    /// English Australia: `en-AU`.
    public static let EnglishAustralia = SystemLanguage(verbatim: "en-AU")
    /// Italian Switzerland: `it-CH`.
    public static let ItalianSwitzerland = SystemLanguage(verbatim: "it-CH")
    /// Soninke Arabic: `snk-Arab`.
    public static let SoninkeArabic = SystemLanguage(verbatim: "snk-Arab")
    /// Azerbaijani Cyrillic: `az-Cyrl`.
    public static let AzerbaijaniCyrillic = SystemLanguage(verbatim: "az-Cyrl")
    /// French Switzerland: `fr-CH`.
    public static let FrenchSwitzerland = SystemLanguage(verbatim: "fr-CH")
    /// Chinese Hong Kong SARChina: `zh-HK`.
    public static let ChineseHongKongSARChina = SystemLanguage(verbatim: "zh-HK")
    /// Soninke Latin: `snk-Latn`.
    public static let SoninkeLatin = SystemLanguage(verbatim: "snk-Latn")
    /// English United Kingdom: `en-GB`.
    public static let EnglishUnitedKingdom = SystemLanguage(verbatim: "en-GB")
    /// Uzbek Arabic: `uz-Arab`.
    public static let UzbekArabic = SystemLanguage(verbatim: "uz-Arab")
    /// Dutch Netherlands: `nl-NL`.
    public static let DutchNetherlands = SystemLanguage(verbatim: "nl-NL")
    /// Chinese Traditional: `zh-Hant`.
    public static let ChineseTraditional = SystemLanguage(verbatim: "zh-Hant")
    /// Malay Arabic: `ms-Arab`.
    public static let MalayArabic = SystemLanguage(verbatim: "ms-Arab")
    /// Portuguese Brazil: `pt-BR`.
    public static let PortugueseBrazil = SystemLanguage(verbatim: "pt-BR")
    /// Portuguese Portugal: `pt-PT`.
    public static let PortuguesePortugal = SystemLanguage(verbatim: "pt-PT")
    /// Vai Latin: `vai-Latn`.
    public static let VaiLatin = SystemLanguage(verbatim: "vai-Latn")
    /// Bosnian Cyrillic: `bs-Cyrl`.
    public static let BosnianCyrillic = SystemLanguage(verbatim: "bs-Cyrl")
    /// Spanish Mexico: `es-MX`.
    public static let SpanishMexico = SystemLanguage(verbatim: "es-MX")
    /// English Canada: `en-CA`.
    public static let EnglishCanada = SystemLanguage(verbatim: "en-CA")
    /// Uzbek Latin: `uz-Latn`.
    public static let UzbekLatin = SystemLanguage(verbatim: "uz-Latn")
}
