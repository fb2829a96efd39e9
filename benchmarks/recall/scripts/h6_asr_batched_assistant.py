"""Transcribe a folder of clips in batches with whisper-medium.en and its distil draft."""
# classes: 4

import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, pipeline

SR = 16000


def load_clips(n=3):
    rng = np.random.default_rng(0)
    return [rng.standard_normal(SR // 2).astype(np.float32) * 0.01 for _ in range(n)]


def main():
    assistant = AutoModelForSpeechSeq2Seq.from_pretrained("distil-whisper/distil-medium.en")
    asr = pipeline(
        "automatic-speech-recognition",
        model="openai/whisper-medium.en",
        assistant_model=assistant,
        batch_size=2,
    )
    clips = [{"raw": c, "sampling_rate": SR} for c in load_clips()]
    for out in asr(clips, generate_kwargs={"max_new_tokens": 5}):
        print(out["text"])


if __name__ == "__main__":
    main()
