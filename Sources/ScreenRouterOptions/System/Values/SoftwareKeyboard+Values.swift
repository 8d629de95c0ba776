// swift-format-ignore-file: AlwaysUseLowerCamelCase, IdentifiersMustBeASCII
// AutoMate's names, kept as AutoMate spells them so that code written for AutoMate compiles unchanged.
// Apple's software keyboard identifiers, under the names AutoMate gives them (Arabic to WelshUnitedKingdom).

extension SoftwareKeyboard {
    /// Arabic: `ar@sw=Arabic`.
    public static let Arabic = SoftwareKeyboard(verbatim: "ar@sw=Arabic")
    /// Armenian: `hy@sw=Armenian`.
    public static let Armenian = SoftwareKeyboard(verbatim: "hy@sw=Armenian")
    /// Azerbaijani Latin: `az_Latn@sw=QWERTY-Azeri`.
    public static let AzerbaijaniLatin = SoftwareKeyboard(verbatim: "az_Latn@sw=QWERTY-Azeri")
    /// Bangla: `bn@sw=Bengali`.
    public static let Bangla = SoftwareKeyboard(verbatim: "bn@sw=Bengali")
    /// Belarusian: `be@sw=Belarusian`.
    public static let Belarusian = SoftwareKeyboard(verbatim: "be@sw=Belarusian")
    /// Bulgarian Bulgaria: `bg_BG@sw=Bulgarian`.
    public static let BulgarianBulgaria = SoftwareKeyboard(verbatim: "bg_BG@sw=Bulgarian")
    /// Catalan Spain: `ca_ES@sw=QWERTY-Catalan`.
    public static let CatalanSpain = SoftwareKeyboard(verbatim: "ca_ES@sw=QWERTY-Catalan")
    /// Cherokee: `chr@sw=Cherokee`.
    public static let Cherokee = SoftwareKeyboard(verbatim: "chr@sw=Cherokee")
    /// Chinese Chinamainland: `zh_CN@sw=Pinyin-Simplified`.
    public static let ChineseChinamainland = SoftwareKeyboard(verbatim: "zh_CN@sw=Pinyin-Simplified")
    /// Chinese Simplified HWR: `zh_Hans-HWR@sw=HWR-Simplified`.
    public static let ChineseSimplifiedHWR = SoftwareKeyboard(verbatim: "zh_Hans-HWR@sw=HWR-Simplified")
    /// Chinese Simplified Pinyin Romanization: `zh_Hans-Pinyin@sw=Pinyin-Simplified`.
    public static let ChineseSimplifiedPinyinRomanization = SoftwareKeyboard(
        verbatim: "zh_Hans-Pinyin@sw=Pinyin-Simplified"
    )
    /// Chinese Simplified SHUANGPIN: `zh_Hans-Shuangpin@sw=Pinyin-Simplified`.
    public static let ChineseSimplifiedSHUANGPIN = SoftwareKeyboard(verbatim: "zh_Hans-Shuangpin@sw=Pinyin-Simplified")
    /// Chinese Simplified WUBIHUA: `zh_Hans-Wubihua@sw=Wubihua-Simplified`.
    public static let ChineseSimplifiedWUBIHUA = SoftwareKeyboard(verbatim: "zh_Hans-Wubihua@sw=Wubihua-Simplified")
    /// Chinese Taiwan: `zh_TW@sw=Zhuyin`.
    public static let ChineseTaiwan = SoftwareKeyboard(verbatim: "zh_TW@sw=Zhuyin")
    /// Chinese Traditional CANGJIE: `zh_Hant-Cangjie@sw=Cangjie`.
    public static let ChineseTraditionalCANGJIE = SoftwareKeyboard(verbatim: "zh_Hant-Cangjie@sw=Cangjie")
    /// Chinese Traditional HWR: `zh_Hant-HWR@sw=HWR-Traditional`.
    public static let ChineseTraditionalHWR = SoftwareKeyboard(verbatim: "zh_Hant-HWR@sw=HWR-Traditional")
    /// Chinese Traditional Pinyin Romanization: `zh_Hant-Pinyin@sw=Pinyin-Traditional`.
    public static let ChineseTraditionalPinyinRomanization = SoftwareKeyboard(
        verbatim: "zh_Hant-Pinyin@sw=Pinyin-Traditional"
    )
    /// Chinese Traditional SHUANGPIN: `zh_Hant-Shuangpin@sw=Pinyin-Traditional`.
    public static let ChineseTraditionalSHUANGPIN = SoftwareKeyboard(
        verbatim: "zh_Hant-Shuangpin@sw=Pinyin-Traditional"
    )
    /// Chinese Traditional SUCHENG: `zh_Hant-Sucheng@sw=Sucheng`.
    public static let ChineseTraditionalSUCHENG = SoftwareKeyboard(verbatim: "zh_Hant-Sucheng@sw=Sucheng")
    /// Chinese Traditional WUBIHUA: `zh_Hant-Wubihua@sw=Wubihua-Traditional`.
    public static let ChineseTraditionalWUBIHUA = SoftwareKeyboard(verbatim: "zh_Hant-Wubihua@sw=Wubihua-Traditional")
    /// Chinese Traditional ZHUYIN: `zh_Hant-Zhuyin@sw=Zhuyin`.
    public static let ChineseTraditionalZHUYIN = SoftwareKeyboard(verbatim: "zh_Hant-Zhuyin@sw=Zhuyin")
    /// Croatian Croatia: `hr_HR@sw=QWERTZ`.
    public static let CroatianCroatia = SoftwareKeyboard(verbatim: "hr_HR@sw=QWERTZ")
    /// Czech Czechia: `cs_CZ@sw=Czech-Slovak`.
    public static let CzechCzechia = SoftwareKeyboard(verbatim: "cs_CZ@sw=Czech-Slovak")
    /// Danish Denmark: `da_DK@sw=QWERTY-Danish`.
    public static let DanishDenmark = SoftwareKeyboard(verbatim: "da_DK@sw=QWERTY-Danish")
    /// Dutch Belgium: `nl_BE@sw=AZERTY`.
    public static let DutchBelgium = SoftwareKeyboard(verbatim: "nl_BE@sw=AZERTY")
    /// Dutch Netherlands: `nl_NL@sw=QWERTY`.
    public static let DutchNetherlands = SoftwareKeyboard(verbatim: "nl_NL@sw=QWERTY")
    /// English Australia: `en_AU@sw=QWERTY`.
    public static let EnglishAustralia = SoftwareKeyboard(verbatim: "en_AU@sw=QWERTY")
    /// English Canada: `en_CA@sw=QWERTY`.
    public static let EnglishCanada = SoftwareKeyboard(verbatim: "en_CA@sw=QWERTY")
    /// English India: `en_IN@sw=QWERTY`.
    public static let EnglishIndia = SoftwareKeyboard(verbatim: "en_IN@sw=QWERTY")
    /// English Japan: `en_JP@sw=QWERTY`.
    public static let EnglishJapan = SoftwareKeyboard(verbatim: "en_JP@sw=QWERTY")
    /// English Singapore: `en_SG@sw=QWERTY`.
    public static let EnglishSingapore = SoftwareKeyboard(verbatim: "en_SG@sw=QWERTY")
    /// English United Kingdom: `en_GB@sw=QWERTY`.
    public static let EnglishUnitedKingdom = SoftwareKeyboard(verbatim: "en_GB@sw=QWERTY")
    /// English United States: `en_US@sw=QWERTY`.
    public static let EnglishUnitedStates = SoftwareKeyboard(verbatim: "en_US@sw=QWERTY")
    /// Estonian Estonia: `et_EE@sw=QWERTY`.
    public static let EstonianEstonia = SoftwareKeyboard(verbatim: "et_EE@sw=QWERTY")
    /// Finnish Finland: `fi_FI@sw=QWERTY-Swedish-Finnish`.
    public static let FinnishFinland = SoftwareKeyboard(verbatim: "fi_FI@sw=QWERTY-Swedish-Finnish")
    /// French Belgium: `fr_BE@sw=AZERTY-French`.
    public static let FrenchBelgium = SoftwareKeyboard(verbatim: "fr_BE@sw=AZERTY-French")
    /// French Canada: `fr_CA@sw=QWERTY-Accents`.
    public static let FrenchCanada = SoftwareKeyboard(verbatim: "fr_CA@sw=QWERTY-Accents")
    /// French France: `fr_FR@sw=AZERTY-French`.
    public static let FrenchFrance = SoftwareKeyboard(verbatim: "fr_FR@sw=AZERTY-French")
    /// French Switzerland: `fr_CH@sw=QWERTZ-Accents`.
    public static let FrenchSwitzerland = SoftwareKeyboard(verbatim: "fr_CH@sw=QWERTZ-Accents")
    /// Georgian: `ka@sw=Georgian-Phonetic`.
    public static let Georgian = SoftwareKeyboard(verbatim: "ka@sw=Georgian-Phonetic")
    /// German Austria: `de_AT@sw=QWERTZ-German`.
    public static let GermanAustria = SoftwareKeyboard(verbatim: "de_AT@sw=QWERTZ-German")
    /// German Germany: `de_DE@sw=QWERTZ-German`.
    public static let GermanGermany = SoftwareKeyboard(verbatim: "de_DE@sw=QWERTZ-German")
    /// German Switzerland: `de_CH@sw=QWERTZ-German`.
    public static let GermanSwitzerland = SoftwareKeyboard(verbatim: "de_CH@sw=QWERTZ-German")
    /// Greek Greece: `el_GR@sw=Greek`.
    public static let GreekGreece = SoftwareKeyboard(verbatim: "el_GR@sw=Greek")
    /// Gujarati: `gu@sw=Gujarati`.
    public static let Gujarati = SoftwareKeyboard(verbatim: "gu@sw=Gujarati")
    /// Hawaiian: `haw@sw=QWERTY-Hawaiian`.
    public static let Hawaiian = SoftwareKeyboard(verbatim: "haw@sw=QWERTY-Hawaiian")
    /// Hebrew Israel: `he_IL@sw=Hebrew`.
    public static let HebrewIsrael = SoftwareKeyboard(verbatim: "he_IL@sw=Hebrew")
    /// Hindi: `hi@sw=Devanagari-Hindi`.
    public static let Hindi = SoftwareKeyboard(verbatim: "hi@sw=Devanagari-Hindi")
    /// Hindi Latin: `hi_Latn@sw=QWERTY`.
    public static let HindiLatin = SoftwareKeyboard(verbatim: "hi_Latn@sw=QWERTY")
    /// Hindi TRANSLIT: `hi-Translit@sw=QWERTY-Hindi`.
    public static let HindiTRANSLIT = SoftwareKeyboard(verbatim: "hi-Translit@sw=QWERTY-Hindi")
    /// Hungarian Hungary: `hu_HU@sw=QWERTZ`.
    public static let HungarianHungary = SoftwareKeyboard(verbatim: "hu_HU@sw=QWERTZ")
    /// Icelandic Iceland: `is_IS@sw=Icelandic`.
    public static let IcelandicIceland = SoftwareKeyboard(verbatim: "is_IS@sw=Icelandic")
    /// Indonesian Indonesia: `id_ID@sw=QWERTY`.
    public static let IndonesianIndonesia = SoftwareKeyboard(verbatim: "id_ID@sw=QWERTY")
    /// Irish Ireland: `ga_IE@sw=QWERTY`.
    public static let IrishIreland = SoftwareKeyboard(verbatim: "ga_IE@sw=QWERTY")
    /// Italian Italy: `it_IT@sw=QWERTY`.
    public static let ItalianItaly = SoftwareKeyboard(verbatim: "it_IT@sw=QWERTY")
    /// Japanese Japan: `ja_JP@sw=Kana`.
    public static let JapaneseJapan = SoftwareKeyboard(verbatim: "ja_JP@sw=Kana")
    /// Japanese Japan KANA: `ja_JP-Kana@sw=Kana`.
    public static let JapaneseJapanKANA = SoftwareKeyboard(verbatim: "ja_JP-Kana@sw=Kana")
    /// Japanese Japan ROMAJI: `ja_JP-Romaji@sw=QWERTY-Japanese`.
    public static let JapaneseJapanROMAJI = SoftwareKeyboard(verbatim: "ja_JP-Romaji@sw=QWERTY-Japanese")
    /// Kannada: `kn@sw=Kannada`.
    public static let Kannada = SoftwareKeyboard(verbatim: "kn@sw=Kannada")
    /// Korean South Korea: `ko_KR@sw=Korean`.
    public static let KoreanSouthKorea = SoftwareKeyboard(verbatim: "ko_KR@sw=Korean")
    /// Latvian Latvia: `lv_LV@sw=QWERTY`.
    public static let LatvianLatvia = SoftwareKeyboard(verbatim: "lv_LV@sw=QWERTY")
    /// Lithuanian Lithuania: `lt_LT@sw=QWERTY`.
    public static let LithuanianLithuania = SoftwareKeyboard(verbatim: "lt_LT@sw=QWERTY")
    /// Macedonian Macedonia: `mk_MK@sw=Macedonian`.
    public static let MacedonianMacedonia = SoftwareKeyboard(verbatim: "mk_MK@sw=Macedonian")
    /// Malay Malaysia: `ms_MY@sw=QWERTY`.
    public static let MalayMalaysia = SoftwareKeyboard(verbatim: "ms_MY@sw=QWERTY")
    /// Malayalam: `ml@sw=Malayalam`.
    public static let Malayalam = SoftwareKeyboard(verbatim: "ml@sw=Malayalam")
    /// Maori: `mi@sw=QWERTY`.
    public static let Maori = SoftwareKeyboard(verbatim: "mi@sw=QWERTY")
    /// Marathi: `mr@sw=Devanagari-Marathi`.
    public static let Marathi = SoftwareKeyboard(verbatim: "mr@sw=Devanagari-Marathi")
    /// Najdi Arabic: `ars@sw=Arabic`.
    public static let NajdiArabic = SoftwareKeyboard(verbatim: "ars@sw=Arabic")
    /// Norwegian Bokmål Norway: `nb_NO@sw=QWERTY-Norwegian`.
    public static let NorwegianBokmålNorway = SoftwareKeyboard(verbatim: "nb_NO@sw=QWERTY-Norwegian")
    /// Odia: `or@sw=Oriya`.
    public static let Odia = SoftwareKeyboard(verbatim: "or@sw=Oriya")
    /// Persian: `fa@sw=Persian`.
    public static let Persian = SoftwareKeyboard(verbatim: "fa@sw=Persian")
    /// Polish Poland: `pl_PL@sw=QWERTY`.
    public static let PolishPoland = SoftwareKeyboard(verbatim: "pl_PL@sw=QWERTY")
    /// Portuguese Brazil: `pt_BR@sw=QWERTY`.
    public static let PortugueseBrazil = SoftwareKeyboard(verbatim: "pt_BR@sw=QWERTY")
    /// Portuguese Portugal: `pt_PT@sw=QWERTY`.
    public static let PortuguesePortugal = SoftwareKeyboard(verbatim: "pt_PT@sw=QWERTY")
    /// Punjabi: `pa@sw=Punjabi-Phonetic`.
    public static let Punjabi = SoftwareKeyboard(verbatim: "pa@sw=Punjabi-Phonetic")
    /// Romanian Romania: `ro_RO@sw=QWERTY`.
    public static let RomanianRomania = SoftwareKeyboard(verbatim: "ro_RO@sw=QWERTY")
    /// Russian Russia: `ru_RU@sw=Russian`.
    public static let RussianRussia = SoftwareKeyboard(verbatim: "ru_RU@sw=Russian")
    /// Serbian Cyrillic: `sr_Cyrl@sw=Serbian-Cyrillic`.
    public static let SerbianCyrillic = SoftwareKeyboard(verbatim: "sr_Cyrl@sw=Serbian-Cyrillic")
    /// Serbian Latin: `sr_Latn@sw=QWERTY`.
    public static let SerbianLatin = SoftwareKeyboard(verbatim: "sr_Latn@sw=QWERTY")
    /// Slovak Slovakia: `sk_SK@sw=Czech-Slovak`.
    public static let SlovakSlovakia = SoftwareKeyboard(verbatim: "sk_SK@sw=Czech-Slovak")
    /// Slovenian Slovenia: `sl_SI@sw=QWERTZ`.
    public static let SlovenianSlovenia = SoftwareKeyboard(verbatim: "sl_SI@sw=QWERTZ")
    /// Spanish Latin America: `es_419@sw=QWERTY-Spanish`.
    public static let SpanishLatinAmerica = SoftwareKeyboard(verbatim: "es_419@sw=QWERTY-Spanish")
    /// Spanish Mexico: `es_MX@sw=QWERTY-Spanish`.
    public static let SpanishMexico = SoftwareKeyboard(verbatim: "es_MX@sw=QWERTY-Spanish")
    /// Spanish Spain: `es_ES@sw=QWERTY-Spanish`.
    public static let SpanishSpain = SoftwareKeyboard(verbatim: "es_ES@sw=QWERTY-Spanish")
    /// Swahili: `sw@sw=QWERTY`.
    public static let Swahili = SoftwareKeyboard(verbatim: "sw@sw=QWERTY")
    /// Swedish Sweden: `sv_SE@sw=QWERTY-Swedish-Finnish`.
    public static let SwedishSweden = SoftwareKeyboard(verbatim: "sv_SE@sw=QWERTY-Swedish-Finnish")
    /// Tagalog Philippines: `tl_PH@sw=QWERTY`.
    public static let TagalogPhilippines = SoftwareKeyboard(verbatim: "tl_PH@sw=QWERTY")
    /// Tamil: `ta@sw=Tamil`.
    public static let Tamil = SoftwareKeyboard(verbatim: "ta@sw=Tamil")
    /// Telugu: `te@sw=Telugu`.
    public static let Telugu = SoftwareKeyboard(verbatim: "te@sw=Telugu")
    /// Thai Thailand: `th_TH@sw=Thai`.
    public static let ThaiThailand = SoftwareKeyboard(verbatim: "th_TH@sw=Thai")
    /// Tibetan: `bo@sw=Tibetan`.
    public static let Tibetan = SoftwareKeyboard(verbatim: "bo@sw=Tibetan")
    /// Turkish Turkey: `tr_TR@sw=Turkish-Q`.
    public static let TurkishTurkey = SoftwareKeyboard(verbatim: "tr_TR@sw=Turkish-Q")
    /// Ukrainian Ukraine: `uk_UA@sw=Ukrainian`.
    public static let UkrainianUkraine = SoftwareKeyboard(verbatim: "uk_UA@sw=Ukrainian")
    /// Urdu: `ur@sw=Urdu`.
    public static let Urdu = SoftwareKeyboard(verbatim: "ur@sw=Urdu")
    /// Vietnamese Vietnam: `vi_VN@sw=QWERTY`.
    public static let VietnameseVietnam = SoftwareKeyboard(verbatim: "vi_VN@sw=QWERTY")
    /// Welsh United Kingdom: `cy_GB@sw=QWERTY`.
    public static let WelshUnitedKingdom = SoftwareKeyboard(verbatim: "cy_GB@sw=QWERTY")
}
