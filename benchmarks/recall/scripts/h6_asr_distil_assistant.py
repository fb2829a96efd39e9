"""Speculative decoding for Whisper large-v3 with distil-large-v3 as assistant through the ASR pipeline."""
# classes: 4

import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor, pipeline

MODEL_ID = "openai/whisper-large-v3"
ASSISTANT_ID = "distil-whisper/distil-large-v3"


def fake_audio(seconds=1.0, sr=16000):
    t = np.linspace(0, seconds, int(sr * seconds), endpoint=False)
    return {"raw": (0.1 * np.sin(2 * np.pi * 440 * t)).astype(np.float32), "sampling_rate": sr}


def main():
    dtype = torch.float32
    assistant = AutoModelForCausalLM.from_pretrained(ASSISTANT_ID, torch_dtype=dtype, low_cpu_mem_usage=True)
    model = AutoModelForSpeechSeq2Seq.from_pretrained(MODEL_ID, torch_dtype=dtype, low_cpu_mem_usage=True)
    processor = AutoProcessor.from_pretrained(MODEL_ID)
    asr = pipeline(
        "automatic-speech-recognition",
        model=model,
        tokenizer=processor.tokenizer,
        feature_extractor=processor.feature_extractor,
        generate_kwargs={"assistant_model": assistant, "max_new_tokens": 6},
        torch_dtype=dtype,
        device="cpu",
    )
    print(asr(fake_audio())["text"])


if __name__ == "__main__":
    main()
