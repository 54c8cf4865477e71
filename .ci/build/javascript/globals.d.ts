// What the page's scripts share through `window`, and what Python (py/main.py, py/table/browser)
// reads of it.

interface Window {
  /** The start-up card (static/boot-guard.js): why the game did not start, and the cause when known. */
  dominoRecover(reason?: unknown, said?: string): void;
  /** What was done on the menu before Python was up (static/early-menu.js; py/table/browser/early.py). */
  dominoEarly: { changed: boolean; press: string | null };
  /** The player's language's compiled catalogue, once fetched (static/language.js; py/table/browser/words.py). */
  dominoWords: { code: string; bytes: Uint8Array | null; said: Map<string, string>; failed: boolean; ready: boolean;
                 then: (() => void) | null };
  /** A message of the page's scripts in the player's language, its {names} filled (static/boot-guard.js). */
  dominoSay(message: string, values?: Record<string, string>): string;
  /** Say the page's words in a language and fetch its catalogue (static/language.js; py/table/browser/page.py). */
  dominoSpeak(code: string): void;
  /** Where PyScript's IndexedDB lives this visit (static/runtime-guard.js). */
  dominoStorage: { indexedDB: "browser" | "memory" };
  /** A portal build's host (static/host.js; py/table/browser/hosts.py): absent in the default build. */
  dominoHost?: DominoHost;
  /** Makes window.dominoHost from a portal's adapter (static/host.js, called by static/host-NAME.js). */
  dominoHosting(name: string, adapter: DominoAdapter): DominoHears;
  /** The portals' SDKs, as their documentation names them (loaded by a portal build only). */
  PokiSDK?: PokiSDK;
  CrazyGames?: { SDK: CrazySDK };
  ytgame?: YTGame;
}

/** What a games portal says to the game. */
interface DominoHears {
  pause(): void;
  resume(): void;
  mute(muted: boolean): void;
  /** The host's language, a BCP 47 tag. */
  language(tag: string): void;
}

/** A portal's SDK calls for the game's moments (static/host-NAME.js); each optional. */
interface DominoAdapter {
  /** The host's language, when the host decides it (the page then never reads the browser's). */
  language?: Promise<string>;
  firstFrame?(): unknown;
  loaded?(): unknown;
  gameplay?(on: boolean): unknown;
  /** An ad break: settles when it is over (or none ran). */
  ad?(): Promise<unknown>;
  /** A rewarded ad: `ready()` whether one can be asked for now; `show()` true once it played to the end. */
  rewarded?: { ready(): boolean; show(): Promise<boolean> };
  happy?(): unknown;
  score?(value: number): unknown;
  /** The host's storage of the game's data as one text, when it offers one. */
  data?: { limit: number; load(): Promise<string | null>; save(text: string): Promise<unknown> };
}

/** The host's storage (py/table/storage/hosted.py): each call settles once. */
interface DominoData {
  /** The largest text the host keeps, in bytes. */
  limit: number;
  load(settled: (ok: boolean, text: string | null) => void): void;
  save(text: string, settled: (ok: boolean, text: string | null) => void): void;
}

/** The game's moments for a portal, and its word back (static/host.js). */
interface DominoHost {
  name: string;
  /** Whether the portal may show ads in the game's breaks. */
  breaks: boolean;
  /** The host's language, when the host decides it; null when the browser's languages do. */
  language: Promise<string> | null;
  /** That language once known. */
  tag: string | null;
  /** The host's storage of the game's data; null when it keeps none. */
  data: DominoData | null;
  firstFrame(): void;
  loaded(): void;
  gameplay(on: boolean): void;
  commercialBreak(done: () => void): void;
  /** Whether a rewarded ad can be asked for now. */
  readonly rewards: boolean;
  /** A rewarded ad the player asked for: `done(true)` only when it played to the end. */
  rewardedBreak(done: (granted: boolean) => void): void;
  happy(): void;
  score(value: number): void;
  listen(hears: DominoHears): void;
}

/** Poki's SDK (its HTML5 documentation). */
interface PokiSDK {
  init(): Promise<void>;
  gameLoadingFinished(): void;
  gameplayStart(): void;
  gameplayStop(): void;
  commercialBreak(onStart?: () => void): Promise<void>;
  rewardedBreak(options?: { size?: "small" | "medium" | "large"; onStart?: () => void }): Promise<boolean>;
}

/** CrazyGames' HTML5 SDK v3 (its documentation). */
interface CrazySettings { muteAudio: boolean; disableChat: boolean }
interface CrazySDK {
  init(): Promise<void>;
  environment: "local" | "crazygames" | "disabled";
  game: {
    settings: CrazySettings;
    addSettingsChangeListener(listener: (settings: CrazySettings) => void): void;
    loadingStart(): void;
    loadingStop(): void;
    gameplayStart(): void;
    gameplayStop(): void;
    happytime(): void;
  };
  /** The data module: localStorage's API, kept with the player's account, once init() settled. */
  data: { getItem(key: string): string | null; setItem(key: string, value: string): void;
          removeItem(key: string): void; clear(): void };
  ad: {
    requestAd(type: "midgame" | "rewarded",
              callbacks: { adStarted?: () => void; adFinished?: () => void; adError?: (error: unknown) => void }): void;
  };
}

/** YouTube Playables' ytgame (its API reference). */
interface YTGame {
  IN_PLAYABLES_ENV: boolean;
  game: { firstFrameReady(): void; gameReady(): void; loadData(): Promise<string>;
          saveData(data: string): Promise<void> };
  system: {
    onPause(callback: () => void): () => void;
    onResume(callback: () => void): () => void;
    isAudioEnabled(): boolean;
    onAudioEnabledChange(callback: (isAudioEnabled: boolean) => void): () => void;
    getLanguage(): Promise<string>;
  };
  engagement: { sendScore(score: { value: number }): Promise<void> };
  ads?: YTAds;
}

/** ytgame.ads: a public preview, not in every SDK. */
interface YTAds {
  requestInterstitialAd(): Promise<void>;
  /** True when the player met the conditions for the reward `rewardId` names. */
  requestRewardedAd?(rewardId: string): Promise<boolean>;
}
