# classes: 8 7
"""WER-style evaluation loop for Whisper with a distil-whisper assistant."""
import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

MAIN_ID = "openai/whisper-large-v3"
DRAFT_ID = "distil-whisper/distil-large-v3"
GEN_KWARGS = {"max_new_tokens": 4, "num_beams": 2, "language": "en", "task": "transcribe"}


def fake_dataset(n=2, seconds=1.0, sr=16000):
    rng = np.random.default_rng(0)
    return [{"audio": {"array": rng.standard_normal(int(seconds * sr)).astype(np.float32), "sampling_rate": sr},
             "text": "hello world"} for _ in range(n)]


def evaluate(model, processor, dataset, assistant=None):
    hyps = []
    for row in dataset:
        feats = processor(row["audio"]["array"], sampling_rate=row["audio"]["sampling_rate"], return_tensors="pt")
        with torch.no_grad():
            ids = model.generate(feats.input_features, assistant_model=assistant, **GEN_KWARGS)
        hyps.append(processor.batch_decode(ids, skip_special_tokens=True)[0])
    return hyps


processor = AutoProcessor.from_pretrained(MAIN_ID)
model = AutoModelForSpeechSeq2Seq.from_pretrained(MAIN_ID)
assistant = AutoModelForSpeechSeq2Seq.from_pretrained(DRAFT_ID)
print(evaluate(model, processor, fake_dataset(), assistant=assistant))
