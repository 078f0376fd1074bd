import snowball from 'snowball-stemmers';
import type { Language } from '../../domain/language';

const STEMMERS: Record<Language, string> = {
  es: 'spanish',
  en: 'english',
  fr: 'french',
  it: 'italian',
  pt: 'portuguese',
  ro: 'romanian',
};

/** Words that say nothing about what is asked (articles, pronouns, prepositions, question words). */
const STOP_WORDS: Record<Language, string> = {
  es: 'a al algo como con cual cuales de del donde el ella en es esta este hay la las le les lo los me mi mis no nos o os para pero por que quien se si sobre su sus te tengo tu un una uno unos y ya yo puedo puede hola buenas gracias vuestro vuestra vuestros vuestras nuestro nuestra nuestros nuestras usted ustedes teneis tienen tiene son estan he has ha han hemos cuanto cuanta cuantos cuantas mio mia tus',
  en: 'a about an and are can could do does for from have how i if in is it like me my of on or the there this to what when where which who will with you your hello hi thanks please our ours us we they much many am was did didn don doesn isn any some mine',
  fr: 'a au aux avec ce ces comment dans de des du elle en est et il je la le les leur ma mes mon ne nous on ou par pas pour quand que quel quels quelle quelles qui sa se ses son sur ta te tu un une vos votre vous y bonjour merci puis peux notre nos leurs avez avons sont peut peuvent est-ce combien',
  it: 'a al alla come con cosa da dal del della di dove e ed gli i il in io la le lo ma mi mia mio nel non o per perche posso puo quale quando che se si su sua suo ti tu un una uno vi voi vostro ciao grazie vostra vostri vostre nostro nostra nostri avete abbiamo sono mie miei ho ha hanno quanto quanta quanti quante',
  pt: 'a ao aos as com como da das de do dos e ela ele em eu isso na nas no nos o os ou para pela pelo por posso pode qual quando que quem se seu sua te tem um uma voce vos vosso ola obrigado vossa vossos nosso nossa nossos sao esta meu minha meus minhas teu tua nao sim ha tenho',
  ro: 'a ai al ale am ca care cand ce cu de din dumneavoastra eu in la mai mea meu nu o pe pentru pot poate sa se si sunt un una va voi vostru buna multumesc voastra noastra nostru aveti este sunteti mei mele tau ta cat cata cati cate are',
};

const fold = (word: string) => word.normalize('NFD').replace(/\p{Diacritic}/gu, '');

/**
 * The search terms of a word in a language: lower case, accents folded, function words dropped,
 * then reduced to its stem by the language's Snowball stemmer ("documentación" and "documentos"
 * both become "document"), so a question finds an answer worded otherwise.
 */
export function termProcessor(language: Language) {
  const stemmer = snowball.newStemmer(STEMMERS[language]);
  const stopWords = new Set(STOP_WORDS[language].split(' '));
  return (word: string): string | null => {
    const lower = word.toLowerCase();
    if (lower.length < 2 || stopWords.has(fold(lower))) return null;
    return fold(stemmer.stem(lower));
  };
}

/**
 * The terms a word of the texts is indexed under: its stem as `termProcessor` makes it, and the
 * stem of the word typed without accents, as visitors often do ("confirmacao" for "confirmação":
 * the stemmers' rules for accented endings do not apply to it, so its stem differs).
 */
export function indexTermProcessor(language: Language) {
  const stemmer = snowball.newStemmer(STEMMERS[language]);
  const processTerm = termProcessor(language);
  return (word: string): string[] | null => {
    const stem = processTerm(word);
    if (stem === null) return null;
    const unaccented = fold(stemmer.stem(fold(word.toLowerCase())));
    return unaccented === stem ? [stem] : [stem, unaccented];
  };
}
