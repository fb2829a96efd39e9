# classes: 4 6
"""ASR eval: word error rate of Whisper checkpoints with an assistant, via pipeline."""
import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, pipeline

ASR_ZOO = {
    "large-v2": {"model": "openai/whisper-large-v2", "assistant": "openai/whisper-tiny"},
}
GEN_KWARGS = {"num_beams": 4, "max_new_tokens": 5}


def build(entry):
    assistant = AutoModelForSpeechSeq2Seq.from_pretrained(entry["assistant"])
    return pipeline(
        "automatic-speech-recognition",
        model=entry["model"],
        generate_kwargs={**GEN_KWARGS, "assistant_model": assistant},
    )


if __name__ == "__main__":
    clip = {"raw": np.zeros(8000, dtype=np.float32), "sampling_rate": 16000}
    for name, entry in ASR_ZOO.items():
        asr = build(entry)
        print(name, asr(clip)["text"])
