# classes: 6 8
"""Whisper speculative decoding with full (encoder+decoder) draft models."""
import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

WHISPER_PAIRS = {
    "multilingual": ("openai/whisper-large-v2", "openai/whisper-tiny"),
    "v3": ("openai/whisper-large-v3", "distil-whisper/distil-large-v3"),
}


def load(model_id):
    return AutoModelForSpeechSeq2Seq.from_pretrained(model_id, torch_dtype=torch.float32).eval()


def main():
    audio = np.zeros(16_000, dtype=np.float32)
    for name, (teacher_id, draft_id) in WHISPER_PAIRS.items():
        processor = AutoProcessor.from_pretrained(teacher_id)
        teacher, draft = load(teacher_id), load(draft_id)
        feats = processor(audio, sampling_rate=16_000, return_tensors="pt").input_features
        with torch.no_grad():
            ids = teacher.generate(feats, assistant_model=draft, max_new_tokens=4, num_beams=1)
        print(name, processor.batch_decode(ids, skip_special_tokens=True))


if __name__ == "__main__":
    main()
