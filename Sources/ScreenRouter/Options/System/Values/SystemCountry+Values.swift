// swift-format-ignore-file: AlwaysUseLowerCamelCase, IdentifiersMustBeASCII
// AutoMate's names, kept as AutoMate spells them so that code written for AutoMate compiles unchanged.
// Apple's country and region identifiers, under the names AutoMate gives them, in AutoMate's order (by name).

extension SystemCountry {
    /// Afghanistan: `AF`.
    public static let Afghanistan = SystemCountry(verbatim: "AF")
    /// Albania: `AL`.
    public static let Albania = SystemCountry(verbatim: "AL")
    /// Algeria: `DZ`.
    public static let Algeria = SystemCountry(verbatim: "DZ")
    /// American Samoa: `AS`.
    public static let AmericanSamoa = SystemCountry(verbatim: "AS")
    /// Andorra: `AD`.
    public static let Andorra = SystemCountry(verbatim: "AD")
    /// Angola: `AO`.
    public static let Angola = SystemCountry(verbatim: "AO")
    /// Anguilla: `AI`.
    public static let Anguilla = SystemCountry(verbatim: "AI")
    /// Antarctica: `AQ`.
    public static let Antarctica = SystemCountry(verbatim: "AQ")
    /// Antiguaand Barbuda: `AG`.
    public static let AntiguaandBarbuda = SystemCountry(verbatim: "AG")
    /// Argentina: `AR`.
    public static let Argentina = SystemCountry(verbatim: "AR")
    /// Armenia: `AM`.
    public static let Armenia = SystemCountry(verbatim: "AM")
    /// Aruba: `AW`.
    public static let Aruba = SystemCountry(verbatim: "AW")
    /// Australia: `AU`.
    public static let Australia = SystemCountry(verbatim: "AU")
    /// Austria: `AT`.
    public static let Austria = SystemCountry(verbatim: "AT")
    /// Azerbaijan: `AZ`.
    public static let Azerbaijan = SystemCountry(verbatim: "AZ")
    /// Bahamas: `BS`.
    public static let Bahamas = SystemCountry(verbatim: "BS")
    /// Bahrain: `BH`.
    public static let Bahrain = SystemCountry(verbatim: "BH")
    /// Bailiwickof Jersey: `JE`.
    public static let BailiwickofJersey = SystemCountry(verbatim: "JE")
    /// Bangladesh: `BD`.
    public static let Bangladesh = SystemCountry(verbatim: "BD")
    /// Barbados: `BB`.
    public static let Barbados = SystemCountry(verbatim: "BB")
    /// Belarus: `BY`.
    public static let Belarus = SystemCountry(verbatim: "BY")
    /// Belgium: `BE`.
    public static let Belgium = SystemCountry(verbatim: "BE")
    /// Belize: `BZ`.
    public static let Belize = SystemCountry(verbatim: "BZ")
    /// Benin: `BJ`.
    public static let Benin = SystemCountry(verbatim: "BJ")
    /// Bermuda: `BM`.
    public static let Bermuda = SystemCountry(verbatim: "BM")
    /// Bhutan: `BT`.
    public static let Bhutan = SystemCountry(verbatim: "BT")
    /// Bolivia: `BO`.
    public static let Bolivia = SystemCountry(verbatim: "BO")
    /// Bonaire: `BQ`.
    public static let Bonaire = SystemCountry(verbatim: "BQ")
    /// Bosniaand Herzegovina: `BA`.
    public static let BosniaandHerzegovina = SystemCountry(verbatim: "BA")
    /// Botswana: `BW`.
    public static let Botswana = SystemCountry(verbatim: "BW")
    /// Brazil: `BR`.
    public static let Brazil = SystemCountry(verbatim: "BR")
    /// British Indian Ocean Territory: `IO`.
    public static let BritishIndianOceanTerritory = SystemCountry(verbatim: "IO")
    /// British Virgin Islands: `VG`.
    public static let BritishVirginIslands = SystemCountry(verbatim: "VG")
    /// Brunei: `BN`.
    public static let Brunei = SystemCountry(verbatim: "BN")
    /// Bulgaria: `BG`.
    public static let Bulgaria = SystemCountry(verbatim: "BG")
    /// Burkina Faso: `BF`.
    public static let BurkinaFaso = SystemCountry(verbatim: "BF")
    /// Burma: `BU`.
    public static let Burma = SystemCountry(verbatim: "BU")
    /// Burundi: `BI`.
    public static let Burundi = SystemCountry(verbatim: "BI")
    /// Cambodia: `KH`.
    public static let Cambodia = SystemCountry(verbatim: "KH")
    /// Cameroon: `CM`.
    public static let Cameroon = SystemCountry(verbatim: "CM")
    /// Canada: `CA`.
    public static let Canada = SystemCountry(verbatim: "CA")
    /// Cape Verde: `CV`.
    public static let CapeVerde = SystemCountry(verbatim: "CV")
    /// Cayman Islands: `KY`.
    public static let CaymanIslands = SystemCountry(verbatim: "KY")
    /// Central African Republic: `CF`.
    public static let CentralAfricanRepublic = SystemCountry(verbatim: "CF")
    /// Chad: `TD`.
    public static let Chad = SystemCountry(verbatim: "TD")
    /// Chile: `CL`.
    public static let Chile = SystemCountry(verbatim: "CL")
    /// Chinamainland: `CN`.
    public static let Chinamainland = SystemCountry(verbatim: "CN")
    /// Christmas Island: `CX`.
    public static let ChristmasIsland = SystemCountry(verbatim: "CX")
    /// Cocos Keeling Islands: `CC`.
    public static let CocosKeelingIslands = SystemCountry(verbatim: "CC")
    /// Colombia: `CO`.
    public static let Colombia = SystemCountry(verbatim: "CO")
    /// Comoros: `KM`.
    public static let Comoros = SystemCountry(verbatim: "KM")
    /// Congo: `CG`.
    public static let Congo = SystemCountry(verbatim: "CG")
    /// Cook Islands: `CK`.
    public static let CookIslands = SystemCountry(verbatim: "CK")
    /// Costa Rica: `CR`.
    public static let CostaRica = SystemCountry(verbatim: "CR")
    /// Croatia: `HR`.
    public static let Croatia = SystemCountry(verbatim: "HR")
    /// Cuba: `CU`.
    public static let Cuba = SystemCountry(verbatim: "CU")
    /// Curacao: `CW`.
    public static let Curacao = SystemCountry(verbatim: "CW")
    /// Cyprus: `CY`.
    public static let Cyprus = SystemCountry(verbatim: "CY")
    /// Czech Republic: `CZ`.
    public static let CzechRepublic = SystemCountry(verbatim: "CZ")
    /// Democratic Republicofthe Congo: `CD`.
    public static let DemocraticRepublicoftheCongo = SystemCountry(verbatim: "CD")
    /// Denmark: `DK`.
    public static let Denmark = SystemCountry(verbatim: "DK")
    /// Djibouti: `DJ`.
    public static let Djibouti = SystemCountry(verbatim: "DJ")
    /// Dominica: `DM`.
    public static let Dominica = SystemCountry(verbatim: "DM")
    /// Dominican Republic: `DO`.
    public static let DominicanRepublic = SystemCountry(verbatim: "DO")
    /// East Timor: `TL`.
    public static let EastTimor = SystemCountry(verbatim: "TL")
    /// Ecuador: `EC`.
    public static let Ecuador = SystemCountry(verbatim: "EC")
    /// Egypt: `EG`.
    public static let Egypt = SystemCountry(verbatim: "EG")
    /// El Salvador: `SV`.
    public static let ElSalvador = SystemCountry(verbatim: "SV")
    /// Equatorial Guinea: `GQ`.
    public static let EquatorialGuinea = SystemCountry(verbatim: "GQ")
    /// Eritrea: `ER`.
    public static let Eritrea = SystemCountry(verbatim: "ER")
    /// Estonia: `EE`.
    public static let Estonia = SystemCountry(verbatim: "EE")
    /// Ethiopia: `ET`.
    public static let Ethiopia = SystemCountry(verbatim: "ET")
    /// Falkland Islands: `FK`.
    public static let FalklandIslands = SystemCountry(verbatim: "FK")
    /// Faroe Islands: `FO`.
    public static let FaroeIslands = SystemCountry(verbatim: "FO")
    /// Fiji: `FJ`.
    public static let Fiji = SystemCountry(verbatim: "FJ")
    /// Finland: `FI`.
    public static let Finland = SystemCountry(verbatim: "FI")
    /// France: `FR`.
    public static let France = SystemCountry(verbatim: "FR")
    /// French Guiana: `GF`.
    public static let FrenchGuiana = SystemCountry(verbatim: "GF")
    /// French Polynesia: `PF`.
    public static let FrenchPolynesia = SystemCountry(verbatim: "PF")
    /// French Southern Antarctic Lands: `TF`.
    public static let FrenchSouthernAntarcticLands = SystemCountry(verbatim: "TF")
    /// Gabon: `GA`.
    public static let Gabon = SystemCountry(verbatim: "GA")
    /// Gambia: `GM`.
    public static let Gambia = SystemCountry(verbatim: "GM")
    /// Georgia: `GE`.
    public static let Georgia = SystemCountry(verbatim: "GE")
    /// Germany: `DE`.
    public static let Germany = SystemCountry(verbatim: "DE")
    /// Ghana: `GH`.
    public static let Ghana = SystemCountry(verbatim: "GH")
    /// Gibraltar: `GI`.
    public static let Gibraltar = SystemCountry(verbatim: "GI")
    /// Great Britain: `GB`.
    public static let GreatBritain = SystemCountry(verbatim: "GB")
    /// Greece: `GR`.
    public static let Greece = SystemCountry(verbatim: "GR")
    /// Greenland: `GL`.
    public static let Greenland = SystemCountry(verbatim: "GL")
    /// Grenada: `GD`.
    public static let Grenada = SystemCountry(verbatim: "GD")
    /// Guadeloupe: `GP`.
    public static let Guadeloupe = SystemCountry(verbatim: "GP")
    /// Guam: `GU`.
    public static let Guam = SystemCountry(verbatim: "GU")
    /// Guatemala: `GT`.
    public static let Guatemala = SystemCountry(verbatim: "GT")
    /// Guernsey: `GG`.
    public static let Guernsey = SystemCountry(verbatim: "GG")
    /// Guinea: `GN`.
    public static let Guinea = SystemCountry(verbatim: "GN")
    /// Guinea Bissau: `GW`.
    public static let GuineaBissau = SystemCountry(verbatim: "GW")
    /// Guyana: `GY`.
    public static let Guyana = SystemCountry(verbatim: "GY")
    /// Haiti: `HT`.
    public static let Haiti = SystemCountry(verbatim: "HT")
    /// Honduras: `HN`.
    public static let Honduras = SystemCountry(verbatim: "HN")
    /// Hong Kong: `HK`.
    public static let HongKong = SystemCountry(verbatim: "HK")
    /// Hungary: `HU`.
    public static let Hungary = SystemCountry(verbatim: "HU")
    /// Iceland: `IS`.
    public static let Iceland = SystemCountry(verbatim: "IS")
    /// India: `IN`.
    public static let India = SystemCountry(verbatim: "IN")
    /// Indonesia: `ID`.
    public static let Indonesia = SystemCountry(verbatim: "ID")
    /// Iran: `IR`.
    public static let Iran = SystemCountry(verbatim: "IR")
    /// Iraq: `IQ`.
    public static let Iraq = SystemCountry(verbatim: "IQ")
    /// Ireland: `IE`.
    public static let Ireland = SystemCountry(verbatim: "IE")
    /// Isleof Man: `IM`.
    public static let IsleofMan = SystemCountry(verbatim: "IM")
    /// Israel: `IL`.
    public static let Israel = SystemCountry(verbatim: "IL")
    /// Italy: `IT`.
    public static let Italy = SystemCountry(verbatim: "IT")
    /// Ivory Coast: `CI`.
    public static let IvoryCoast = SystemCountry(verbatim: "CI")
    /// Jamaica: `JM`.
    public static let Jamaica = SystemCountry(verbatim: "JM")
    /// Japan: `JP`.
    public static let Japan = SystemCountry(verbatim: "JP")
    /// Jordan: `JO`.
    public static let Jordan = SystemCountry(verbatim: "JO")
    /// Kazakhstan: `KZ`.
    public static let Kazakhstan = SystemCountry(verbatim: "KZ")
    /// Kenya: `KE`.
    public static let Kenya = SystemCountry(verbatim: "KE")
    /// Kiribati: `KI`.
    public static let Kiribati = SystemCountry(verbatim: "KI")
    /// Kuwait: `KW`.
    public static let Kuwait = SystemCountry(verbatim: "KW")
    /// Kyrgyzstan: `KG`.
    public static let Kyrgyzstan = SystemCountry(verbatim: "KG")
    /// Laos: `LA`.
    public static let Laos = SystemCountry(verbatim: "LA")
    /// Latvia: `LV`.
    public static let Latvia = SystemCountry(verbatim: "LV")
    /// Lebanon: `LB`.
    public static let Lebanon = SystemCountry(verbatim: "LB")
    /// Lesotho: `LS`.
    public static let Lesotho = SystemCountry(verbatim: "LS")
    /// Liberia: `LR`.
    public static let Liberia = SystemCountry(verbatim: "LR")
    /// Libya: `LY`.
    public static let Libya = SystemCountry(verbatim: "LY")
    /// Liechtenstein: `LI`.
    public static let Liechtenstein = SystemCountry(verbatim: "LI")
    /// Lithuania: `LT`.
    public static let Lithuania = SystemCountry(verbatim: "LT")
    /// Luxembourg: `LU`.
    public static let Luxembourg = SystemCountry(verbatim: "LU")
    /// Macau: `MO`.
    public static let Macau = SystemCountry(verbatim: "MO")
    /// Macedonia: `MK`.
    public static let Macedonia = SystemCountry(verbatim: "MK")
    /// Madagascar: `MG`.
    public static let Madagascar = SystemCountry(verbatim: "MG")
    /// Malawi: `MW`.
    public static let Malawi = SystemCountry(verbatim: "MW")
    /// Malaysia: `MY`.
    public static let Malaysia = SystemCountry(verbatim: "MY")
    /// Maldives: `MV`.
    public static let Maldives = SystemCountry(verbatim: "MV")
    /// Mali: `ML`.
    public static let Mali = SystemCountry(verbatim: "ML")
    /// Malta: `MT`.
    public static let Malta = SystemCountry(verbatim: "MT")
    /// Marshall Islands: `MH`.
    public static let MarshallIslands = SystemCountry(verbatim: "MH")
    /// Martinique: `MQ`.
    public static let Martinique = SystemCountry(verbatim: "MQ")
    /// Mauritania: `MR`.
    public static let Mauritania = SystemCountry(verbatim: "MR")
    /// Mauritius: `MU`.
    public static let Mauritius = SystemCountry(verbatim: "MU")
    /// Mayotte: `YT`.
    public static let Mayotte = SystemCountry(verbatim: "YT")
    /// Mexico: `MX`.
    public static let Mexico = SystemCountry(verbatim: "MX")
    /// Micronesia: `FM`.
    public static let Micronesia = SystemCountry(verbatim: "FM")
    /// Moldova: `MD`.
    public static let Moldova = SystemCountry(verbatim: "MD")
    /// Monaco: `MC`.
    public static let Monaco = SystemCountry(verbatim: "MC")
    /// Mongolia: `MN`.
    public static let Mongolia = SystemCountry(verbatim: "MN")
    /// Montenegro: `ME`.
    public static let Montenegro = SystemCountry(verbatim: "ME")
    /// Montserrat: `MS`.
    public static let Montserrat = SystemCountry(verbatim: "MS")
    /// Morocco: `MA`.
    public static let Morocco = SystemCountry(verbatim: "MA")
    /// Mozambique: `MZ`.
    public static let Mozambique = SystemCountry(verbatim: "MZ")
    /// Myanmar: `MM`.
    public static let Myanmar = SystemCountry(verbatim: "MM")
    /// Namibia: `NA`.
    public static let Namibia = SystemCountry(verbatim: "NA")
    /// Nepal: `NP`.
    public static let Nepal = SystemCountry(verbatim: "NP")
    /// Netherlands: `NL`.
    public static let Netherlands = SystemCountry(verbatim: "NL")
    /// New Caledonia: `NC`.
    public static let NewCaledonia = SystemCountry(verbatim: "NC")
    /// New Zealand: `NZ`.
    public static let NewZealand = SystemCountry(verbatim: "NZ")
    /// Nicaragua: `NI`.
    public static let Nicaragua = SystemCountry(verbatim: "NI")
    /// Niger: `NE`.
    public static let Niger = SystemCountry(verbatim: "NE")
    /// Nigeria: `NG`.
    public static let Nigeria = SystemCountry(verbatim: "NG")
    /// Niue: `NU`.
    public static let Niue = SystemCountry(verbatim: "NU")
    /// Norfolk Island: `NF`.
    public static let NorfolkIsland = SystemCountry(verbatim: "NF")
    /// North Korea: `KP`.
    public static let NorthKorea = SystemCountry(verbatim: "KP")
    /// Northern Mariana Islands: `MP`.
    public static let NorthernMarianaIslands = SystemCountry(verbatim: "MP")
    /// Norway: `NO`.
    public static let Norway = SystemCountry(verbatim: "NO")
    /// Oman: `OM`.
    public static let Oman = SystemCountry(verbatim: "OM")
    /// Pakistan: `PK`.
    public static let Pakistan = SystemCountry(verbatim: "PK")
    /// Palau: `PW`.
    public static let Palau = SystemCountry(verbatim: "PW")
    /// Palestinian Territories: `PS`.
    public static let PalestinianTerritories = SystemCountry(verbatim: "PS")
    /// Panama: `PA`.
    public static let Panama = SystemCountry(verbatim: "PA")
    /// Papua New Guinea: `PG`.
    public static let PapuaNewGuinea = SystemCountry(verbatim: "PG")
    /// Paraguay: `PY`.
    public static let Paraguay = SystemCountry(verbatim: "PY")
    /// Peru: `PE`.
    public static let Peru = SystemCountry(verbatim: "PE")
    /// Philippines: `PH`.
    public static let Philippines = SystemCountry(verbatim: "PH")
    /// Pitcairn Islands: `PN`.
    public static let PitcairnIslands = SystemCountry(verbatim: "PN")
    /// Poland: `PL`.
    public static let Poland = SystemCountry(verbatim: "PL")
    /// Portugal: `PT`.
    public static let Portugal = SystemCountry(verbatim: "PT")
    /// Puerto Rico: `PR`.
    public static let PuertoRico = SystemCountry(verbatim: "PR")
    /// Qatar: `QA`.
    public static let Qatar = SystemCountry(verbatim: "QA")
    /// Reunion Island: `RE`.
    public static let ReunionIsland = SystemCountry(verbatim: "RE")
    /// Romania: `RO`.
    public static let Romania = SystemCountry(verbatim: "RO")
    /// Russia: `RU`.
    public static let Russia = SystemCountry(verbatim: "RU")
    /// Rwanda: `RW`.
    public static let Rwanda = SystemCountry(verbatim: "RW")
    /// Saint Barthélemy: `BL`.
    public static let SaintBarthélemy = SystemCountry(verbatim: "BL")
    /// Saint Helena Ascensionand Tristanda Cunha: `SH`.
    public static let SaintHelenaAscensionandTristandaCunha = SystemCountry(verbatim: "SH")
    /// Saint Kittsand Nevis: `KN`.
    public static let SaintKittsandNevis = SystemCountry(verbatim: "KN")
    /// Saint Lucia: `LC`.
    public static let SaintLucia = SystemCountry(verbatim: "LC")
    /// Saint Martin: `MF`.
    public static let SaintMartin = SystemCountry(verbatim: "MF")
    /// Saint Pierreand Miquelon: `PM`.
    public static let SaintPierreandMiquelon = SystemCountry(verbatim: "PM")
    /// Saint Vincentandthe Grenadines: `VC`.
    public static let SaintVincentandtheGrenadines = SystemCountry(verbatim: "VC")
    /// Samoa: `WS`.
    public static let Samoa = SystemCountry(verbatim: "WS")
    /// Saudi Arabia: `SA`.
    public static let SaudiArabia = SystemCountry(verbatim: "SA")
    /// Senegal: `SN`.
    public static let Senegal = SystemCountry(verbatim: "SN")
    /// Serbia: `CS`.
    public static let Serbia = SystemCountry(verbatim: "CS")
    /// Seychelles: `SC`.
    public static let Seychelles = SystemCountry(verbatim: "SC")
    /// Sierra Leone: `SL`.
    public static let SierraLeone = SystemCountry(verbatim: "SL")
    /// Singapore: `SG`.
    public static let Singapore = SystemCountry(verbatim: "SG")
    /// Sint Maarten: `SX`.
    public static let SintMaarten = SystemCountry(verbatim: "SX")
    /// Slovakia: `SK`.
    public static let Slovakia = SystemCountry(verbatim: "SK")
    /// Slovenia: `SI`.
    public static let Slovenia = SystemCountry(verbatim: "SI")
    /// Solomon Islands: `SB`.
    public static let SolomonIslands = SystemCountry(verbatim: "SB")
    /// Somalia: `SO`.
    public static let Somalia = SystemCountry(verbatim: "SO")
    /// South Africa: `ZA`.
    public static let SouthAfrica = SystemCountry(verbatim: "ZA")
    /// South Georgia: `GS`.
    public static let SouthGeorgia = SystemCountry(verbatim: "GS")
    /// South Korea: `KR`.
    public static let SouthKorea = SystemCountry(verbatim: "KR")
    /// South Sudan: `SS`.
    public static let SouthSudan = SystemCountry(verbatim: "SS")
    /// Spain: `ES`.
    public static let Spain = SystemCountry(verbatim: "ES")
    /// Sri Lanka: `LK`.
    public static let SriLanka = SystemCountry(verbatim: "LK")
    /// Sudan: `SD`.
    public static let Sudan = SystemCountry(verbatim: "SD")
    /// Surinam: `SR`.
    public static let Surinam = SystemCountry(verbatim: "SR")
    /// Swaziland: `SZ`.
    public static let Swaziland = SystemCountry(verbatim: "SZ")
    /// Sweden: `SE`.
    public static let Sweden = SystemCountry(verbatim: "SE")
    /// Switzerland: `CH`.
    public static let Switzerland = SystemCountry(verbatim: "CH")
    /// Syria: `SY`.
    public static let Syria = SystemCountry(verbatim: "SY")
    /// São Toméand Príncipe: `ST`.
    public static let SãoToméandPríncipe = SystemCountry(verbatim: "ST")
    /// Taiwan: `TW`.
    public static let Taiwan = SystemCountry(verbatim: "TW")
    /// Tajikistan: `TJ`.
    public static let Tajikistan = SystemCountry(verbatim: "TJ")
    /// Tanzania: `TZ`.
    public static let Tanzania = SystemCountry(verbatim: "TZ")
    /// Thailand: `TH`.
    public static let Thailand = SystemCountry(verbatim: "TH")
    /// Togo: `TG`.
    public static let Togo = SystemCountry(verbatim: "TG")
    /// Tokelau: `TK`.
    public static let Tokelau = SystemCountry(verbatim: "TK")
    /// Tonga: `TO`.
    public static let Tonga = SystemCountry(verbatim: "TO")
    /// Tunisia: `TN`.
    public static let Tunisia = SystemCountry(verbatim: "TN")
    /// Turkey: `TR`.
    public static let Turkey = SystemCountry(verbatim: "TR")
    /// Turkmenistan: `TM`.
    public static let Turkmenistan = SystemCountry(verbatim: "TM")
    /// Turksand Caicos Islands: `TC`.
    public static let TurksandCaicosIslands = SystemCountry(verbatim: "TC")
    /// UAE: `AE`.
    public static let UAE = SystemCountry(verbatim: "AE")
    /// USVirgin Islands: `VI`.
    public static let USVirginIslands = SystemCountry(verbatim: "VI")
    /// USA: `US`.
    public static let USA = SystemCountry(verbatim: "US")
    /// Uganda: `UG`.
    public static let Uganda = SystemCountry(verbatim: "UG")
    /// Ukraine: `UA`.
    public static let Ukraine = SystemCountry(verbatim: "UA")
    /// Uruguay: `UY`.
    public static let Uruguay = SystemCountry(verbatim: "UY")
    /// Uzbekistan: `UZ`.
    public static let Uzbekistan = SystemCountry(verbatim: "UZ")
    /// Vanuatu: `VU`.
    public static let Vanuatu = SystemCountry(verbatim: "VU")
    /// Venezuela: `VE`.
    public static let Venezuela = SystemCountry(verbatim: "VE")
    /// Vietnam: `VN`.
    public static let Vietnam = SystemCountry(verbatim: "VN")
    /// Wallisand Futuna: `WF`.
    public static let WallisandFutuna = SystemCountry(verbatim: "WF")
    /// Western Sahara: `EH`.
    public static let WesternSahara = SystemCountry(verbatim: "EH")
    /// Yemen: `YE`.
    public static let Yemen = SystemCountry(verbatim: "YE")
    /// Zaire: `ZR`.
    public static let Zaire = SystemCountry(verbatim: "ZR")
    /// Zambia: `ZM`.
    public static let Zambia = SystemCountry(verbatim: "ZM")
    /// Zimbabwe: `ZW`.
    public static let Zimbabwe = SystemCountry(verbatim: "ZW")
    /// Åland Islands: `AX`.
    public static let ÅlandIslands = SystemCountry(verbatim: "AX")
}
