// swift-format-ignore-file: AlwaysUseLowerCamelCase, IdentifiersMustBeASCII
// AutoMate's names, kept as AutoMate spells them so that code written for AutoMate compiles unchanged.
// Apple's hardware keyboard identifiers, under the names AutoMate gives them (Arabic to WelshUnitedKingdom).

extension HardwareKeyboard {
    /// Arabic: `ar@hw=Arabic`.
    public static let Arabic = HardwareKeyboard(verbatim: "ar@hw=Arabic")
    /// Armenian: `hy@hw=Armenian-HM QWERTY`.
    public static let Armenian = HardwareKeyboard(verbatim: "hy@hw=Armenian-HM QWERTY")
    /// Azerbaijani Latin: `az_Latn@hw=Azeri`.
    public static let AzerbaijaniLatin = HardwareKeyboard(verbatim: "az_Latn@hw=Azeri")
    /// Bangla: `bn@hw=Bangla`.
    public static let Bangla = HardwareKeyboard(verbatim: "bn@hw=Bangla")
    /// Belarusian: `be@hw=Byelorussian`.
    public static let Belarusian = HardwareKeyboard(verbatim: "be@hw=Byelorussian")
    /// Bulgarian Bulgaria: `bg_BG@hw=Bulgarian - Phonetic`.
    public static let BulgarianBulgaria = HardwareKeyboard(verbatim: "bg_BG@hw=Bulgarian - Phonetic")
    /// Catalan Spain: `ca_ES@hw=Spanish - ISO`.
    public static let CatalanSpain = HardwareKeyboard(verbatim: "ca_ES@hw=Spanish - ISO")
    /// Cherokee: `chr@hw=Cherokee-Nation`.
    public static let Cherokee = HardwareKeyboard(verbatim: "chr@hw=Cherokee-Nation")
    /// Chinese Chinamainland: `zh_CN@hw=US`.
    public static let ChineseChinamainland = HardwareKeyboard(verbatim: "zh_CN@hw=US")
    /// Chinese Simplified Pinyin Romanization: `zh_Hans-Pinyin@hw=US`.
    public static let ChineseSimplifiedPinyinRomanization = HardwareKeyboard(verbatim: "zh_Hans-Pinyin@hw=US")
    /// Chinese Simplified SHUANGPIN: `zh_Hans-Shuangpin@hw=US`.
    public static let ChineseSimplifiedSHUANGPIN = HardwareKeyboard(verbatim: "zh_Hans-Shuangpin@hw=US")
    /// Chinese Simplified WUBIHUA: `zh_Hans-Wubihua@hw=US`.
    public static let ChineseSimplifiedWUBIHUA = HardwareKeyboard(verbatim: "zh_Hans-Wubihua@hw=US")
    /// Chinese Taiwan: `zh_TW@hw=Zhuyin Bopomofo`.
    public static let ChineseTaiwan = HardwareKeyboard(verbatim: "zh_TW@hw=Zhuyin Bopomofo")
    /// Chinese Traditional CANGJIE: `zh_Hant-Cangjie@hw=CangjieKeyboard`.
    public static let ChineseTraditionalCANGJIE = HardwareKeyboard(verbatim: "zh_Hant-Cangjie@hw=CangjieKeyboard")
    /// Chinese Traditional Pinyin Romanization: `zh_Hant-Pinyin@hw=US`.
    public static let ChineseTraditionalPinyinRomanization = HardwareKeyboard(verbatim: "zh_Hant-Pinyin@hw=US")
    /// Chinese Traditional SHUANGPIN: `zh_Hant-Shuangpin@hw=US`.
    public static let ChineseTraditionalSHUANGPIN = HardwareKeyboard(verbatim: "zh_Hant-Shuangpin@hw=US")
    /// Chinese Traditional SUCHENG: `zh_Hant-Sucheng@hw=CangjieKeyboard`.
    public static let ChineseTraditionalSUCHENG = HardwareKeyboard(verbatim: "zh_Hant-Sucheng@hw=CangjieKeyboard")
    /// Chinese Traditional WUBIHUA: `zh_Hant-Wubihua@hw=US`.
    public static let ChineseTraditionalWUBIHUA = HardwareKeyboard(verbatim: "zh_Hant-Wubihua@hw=US")
    /// Chinese Traditional ZHUYIN: `zh_Hant-Zhuyin@hw=Zhuyin Bopomofo`.
    public static let ChineseTraditionalZHUYIN = HardwareKeyboard(verbatim: "zh_Hant-Zhuyin@hw=Zhuyin Bopomofo")
    /// Croatian Croatia: `hr_HR@hw=Croatian`.
    public static let CroatianCroatia = HardwareKeyboard(verbatim: "hr_HR@hw=Croatian")
    /// Czech Czechia: `cs_CZ@hw=Czech`.
    public static let CzechCzechia = HardwareKeyboard(verbatim: "cs_CZ@hw=Czech")
    /// Danish Denmark: `da_DK@hw=Danish`.
    public static let DanishDenmark = HardwareKeyboard(verbatim: "da_DK@hw=Danish")
    /// Dutch Belgium: `nl_BE@hw=Belgian`.
    public static let DutchBelgium = HardwareKeyboard(verbatim: "nl_BE@hw=Belgian")
    /// Dutch Netherlands: `nl_NL@hw=Dutch`.
    public static let DutchNetherlands = HardwareKeyboard(verbatim: "nl_NL@hw=Dutch")
    /// English Australia: `en_AU@hw=Australian`.
    public static let EnglishAustralia = HardwareKeyboard(verbatim: "en_AU@hw=Australian")
    /// English Canada: `en_CA@hw=Canadian`.
    public static let EnglishCanada = HardwareKeyboard(verbatim: "en_CA@hw=Canadian")
    /// English India: `en_IN@hw=US`.
    public static let EnglishIndia = HardwareKeyboard(verbatim: "en_IN@hw=US")
    /// English Japan: `en_JP@hw=US`.
    public static let EnglishJapan = HardwareKeyboard(verbatim: "en_JP@hw=US")
    /// English Singapore: `en_SG@hw=US`.
    public static let EnglishSingapore = HardwareKeyboard(verbatim: "en_SG@hw=US")
    /// English United Kingdom: `en_GB@hw=British`.
    public static let EnglishUnitedKingdom = HardwareKeyboard(verbatim: "en_GB@hw=British")
    /// English United States: `en_US@hw=US`.
    public static let EnglishUnitedStates = HardwareKeyboard(verbatim: "en_US@hw=US")
    /// Estonian Estonia: `et_EE@hw=Estonian`.
    public static let EstonianEstonia = HardwareKeyboard(verbatim: "et_EE@hw=Estonian")
    /// Finnish Finland: `fi_FI@hw=Finnish`.
    public static let FinnishFinland = HardwareKeyboard(verbatim: "fi_FI@hw=Finnish")
    /// French Belgium: `fr_BE@hw=French`.
    public static let FrenchBelgium = HardwareKeyboard(verbatim: "fr_BE@hw=French")
    /// French Canada: `fr_CA@hw=Canadian - CSA`.
    public static let FrenchCanada = HardwareKeyboard(verbatim: "fr_CA@hw=Canadian - CSA")
    /// French France: `fr_FR@hw=French`.
    public static let FrenchFrance = HardwareKeyboard(verbatim: "fr_FR@hw=French")
    /// French Switzerland: `fr_CH@hw=Swiss French`.
    public static let FrenchSwitzerland = HardwareKeyboard(verbatim: "fr_CH@hw=Swiss French")
    /// Georgian: `ka@hw=Georgian-QWERTY`.
    public static let Georgian = HardwareKeyboard(verbatim: "ka@hw=Georgian-QWERTY")
    /// German Austria: `de_AT@hw=German`.
    public static let GermanAustria = HardwareKeyboard(verbatim: "de_AT@hw=German")
    /// German Germany: `de_DE@hw=German`.
    public static let GermanGermany = HardwareKeyboard(verbatim: "de_DE@hw=German")
    /// German Switzerland: `de_CH@hw=Swiss German`.
    public static let GermanSwitzerland = HardwareKeyboard(verbatim: "de_CH@hw=Swiss German")
    /// Greek Greece: `el_GR@hw=Greek`.
    public static let GreekGreece = HardwareKeyboard(verbatim: "el_GR@hw=Greek")
    /// Gujarati: `gu@hw=Gujarati`.
    public static let Gujarati = HardwareKeyboard(verbatim: "gu@hw=Gujarati")
    /// Hawaiian: `haw@hw=Hawaiian`.
    public static let Hawaiian = HardwareKeyboard(verbatim: "haw@hw=Hawaiian")
    /// Hebrew Israel: `he_IL@hw=Hebrew`.
    public static let HebrewIsrael = HardwareKeyboard(verbatim: "he_IL@hw=Hebrew")
    /// Hindi: `hi@hw=Devanagari`.
    public static let Hindi = HardwareKeyboard(verbatim: "hi@hw=Devanagari")
    /// Hindi Latin: `hi_Latn@hw=US`.
    public static let HindiLatin = HardwareKeyboard(verbatim: "hi_Latn@hw=US")
    /// Hindi TRANSLIT: `hi-Translit@hw=US`.
    public static let HindiTRANSLIT = HardwareKeyboard(verbatim: "hi-Translit@hw=US")
    /// Hungarian Hungary: `hu_HU@hw=Hungarian`.
    public static let HungarianHungary = HardwareKeyboard(verbatim: "hu_HU@hw=Hungarian")
    /// Icelandic Iceland: `is_IS@hw=Icelandic`.
    public static let IcelandicIceland = HardwareKeyboard(verbatim: "is_IS@hw=Icelandic")
    /// Indonesian Indonesia: `id_ID@hw=US`.
    public static let IndonesianIndonesia = HardwareKeyboard(verbatim: "id_ID@hw=US")
    /// Irish Ireland: `ga_IE@hw=British`.
    public static let IrishIreland = HardwareKeyboard(verbatim: "ga_IE@hw=British")
    /// Italian Italy: `it_IT@hw=Italian - Pro`.
    public static let ItalianItaly = HardwareKeyboard(verbatim: "it_IT@hw=Italian - Pro")
    /// Japanese Japan KANA: `ja_JP-Kana@hw=US`.
    public static let JapaneseJapanKANA = HardwareKeyboard(verbatim: "ja_JP-Kana@hw=US")
    /// Japanese Japan ROMAJI: `ja_JP-Romaji@hw=US`.
    public static let JapaneseJapanROMAJI = HardwareKeyboard(verbatim: "ja_JP-Romaji@hw=US")
    /// Kannada: `kn@hw=Kannada`.
    public static let Kannada = HardwareKeyboard(verbatim: "kn@hw=Kannada")
    /// Korean South Korea: `ko_KR@hw=2SetHangul`.
    public static let KoreanSouthKorea = HardwareKeyboard(verbatim: "ko_KR@hw=2SetHangul")
    /// Latvian Latvia: `lv_LV@hw=Latvian`.
    public static let LatvianLatvia = HardwareKeyboard(verbatim: "lv_LV@hw=Latvian")
    /// Lithuanian Lithuania: `lt_LT@hw=Lithuanian`.
    public static let LithuanianLithuania = HardwareKeyboard(verbatim: "lt_LT@hw=Lithuanian")
    /// Macedonian Macedonia: `mk_MK@hw=Macedonian`.
    public static let MacedonianMacedonia = HardwareKeyboard(verbatim: "mk_MK@hw=Macedonian")
    /// Malay Malaysia: `ms_MY@hw=US`.
    public static let MalayMalaysia = HardwareKeyboard(verbatim: "ms_MY@hw=US")
    /// Malayalam: `ml@hw=Malayalam`.
    public static let Malayalam = HardwareKeyboard(verbatim: "ml@hw=Malayalam")
    /// Maori: `mi@hw=Maori`.
    public static let Maori = HardwareKeyboard(verbatim: "mi@hw=Maori")
    /// Marathi: `mr@hw=Devanagari-QWERTY`.
    public static let Marathi = HardwareKeyboard(verbatim: "mr@hw=Devanagari-QWERTY")
    /// Najdi Arabic: `ars@hw=Arabic`.
    public static let NajdiArabic = HardwareKeyboard(verbatim: "ars@hw=Arabic")
    /// Norwegian Bokmål Norway: `nb_NO@hw=Norwegian`.
    public static let NorwegianBokmålNorway = HardwareKeyboard(verbatim: "nb_NO@hw=Norwegian")
    /// Odia: `or@hw=Oriya`.
    public static let Odia = HardwareKeyboard(verbatim: "or@hw=Oriya")
    /// Persian: `fa@hw=Persian-ISIRI 2901`.
    public static let Persian = HardwareKeyboard(verbatim: "fa@hw=Persian-ISIRI 2901")
    /// Polish Poland: `pl_PL@hw=Polish Pro`.
    public static let PolishPoland = HardwareKeyboard(verbatim: "pl_PL@hw=Polish Pro")
    /// Portuguese Brazil: `pt_BR@hw=Brazilian - Pro`.
    public static let PortugueseBrazil = HardwareKeyboard(verbatim: "pt_BR@hw=Brazilian - Pro")
    /// Portuguese Portugal: `pt_PT@hw=Portuguese`.
    public static let PortuguesePortugal = HardwareKeyboard(verbatim: "pt_PT@hw=Portuguese")
    /// Punjabi: `pa@hw=Gurmukhi`.
    public static let Punjabi = HardwareKeyboard(verbatim: "pa@hw=Gurmukhi")
    /// Romanian Romania: `ro_RO@hw=Romanian`.
    public static let RomanianRomania = HardwareKeyboard(verbatim: "ro_RO@hw=Romanian")
    /// Russian Russia: `ru_RU@hw=Russian`.
    public static let RussianRussia = HardwareKeyboard(verbatim: "ru_RU@hw=Russian")
    /// Serbian Cyrillic: `sr_Cyrl@hw=Serbian`.
    public static let SerbianCyrillic = HardwareKeyboard(verbatim: "sr_Cyrl@hw=Serbian")
    /// Serbian Latin: `sr_Latn@hw=Serbian-Latin`.
    public static let SerbianLatin = HardwareKeyboard(verbatim: "sr_Latn@hw=Serbian-Latin")
    /// Slovak Slovakia: `sk_SK@hw=Slovak`.
    public static let SlovakSlovakia = HardwareKeyboard(verbatim: "sk_SK@hw=Slovak")
    /// Slovenian Slovenia: `sl_SI@hw=Slovenian`.
    public static let SlovenianSlovenia = HardwareKeyboard(verbatim: "sl_SI@hw=Slovenian")
    /// Spanish Latin America: `es_419@hw=Spanish - ISO`.
    public static let SpanishLatinAmerica = HardwareKeyboard(verbatim: "es_419@hw=Spanish - ISO")
    /// Spanish Mexico: `es_MX@hw=Spanish - ISO`.
    public static let SpanishMexico = HardwareKeyboard(verbatim: "es_MX@hw=Spanish - ISO")
    /// Spanish Spain: `es_ES@hw=Spanish - ISO`.
    public static let SpanishSpain = HardwareKeyboard(verbatim: "es_ES@hw=Spanish - ISO")
    /// Swahili: `sw@hw=US`.
    public static let Swahili = HardwareKeyboard(verbatim: "sw@hw=US")
    /// Swedish Sweden: `sv_SE@hw=Swedish - Pro`.
    public static let SwedishSweden = HardwareKeyboard(verbatim: "sv_SE@hw=Swedish - Pro")
    /// Tagalog Philippines: `tl_PH@hw=Spanish - ISO`.
    public static let TagalogPhilippines = HardwareKeyboard(verbatim: "tl_PH@hw=Spanish - ISO")
    /// Telugu: `te@hw=Telugu`.
    public static let Telugu = HardwareKeyboard(verbatim: "te@hw=Telugu")
    /// Thai Thailand: `th_TH@hw=Thai`.
    public static let ThaiThailand = HardwareKeyboard(verbatim: "th_TH@hw=Thai")
    /// Tibetan: `bo@hw=Tibetan-QWERTY`.
    public static let Tibetan = HardwareKeyboard(verbatim: "bo@hw=Tibetan-QWERTY")
    /// Turkish Turkey: `tr_TR@hw=Turkish-QWERTY-PC`.
    public static let TurkishTurkey = HardwareKeyboard(verbatim: "tr_TR@hw=Turkish-QWERTY-PC")
    /// Ukrainian Ukraine: `uk_UA@hw=Ukrainian`.
    public static let UkrainianUkraine = HardwareKeyboard(verbatim: "uk_UA@hw=Ukrainian")
    /// Urdu: `ur@hw=Urdu`.
    public static let Urdu = HardwareKeyboard(verbatim: "ur@hw=Urdu")
    /// Vietnamese Vietnam: `vi_VN@hw=US`.
    public static let VietnameseVietnam = HardwareKeyboard(verbatim: "vi_VN@hw=US")
    /// Welsh United Kingdom: `cy_GB@hw=British`.
    public static let WelshUnitedKingdom = HardwareKeyboard(verbatim: "cy_GB@hw=British")
}
