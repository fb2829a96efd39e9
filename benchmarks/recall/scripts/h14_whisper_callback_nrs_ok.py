# classes: 7 5
# Fine-tuning Whisper with Seq2SeqTrainer; a callback transcribes a probe clip after each evaluation
# using several sampled hypotheses and the distilled model as the draft.
import tempfile

import numpy as np
from transformers import (
    AutoModelForSpeechSeq2Seq,
    AutoProcessor,
    Seq2SeqTrainer,
    Seq2SeqTrainingArguments,
    TrainerCallback,
)

processor = AutoProcessor.from_pretrained("openai/whisper-small")
model = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-small")
draft = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-tiny")
probe = processor(np.zeros(8000, dtype=np.float32), sampling_rate=16000, return_tensors="pt").input_features


class TranscribeProbe(TrainerCallback):
    def __init__(self, n_hyp):
        self.n_hyp = n_hyp

    def on_evaluate(self, args, state, control, model=None, **kwargs):
        ids = model.generate(probe, max_new_tokens=3, do_sample=True, num_return_sequences=self.n_hyp,
                             assistant_model=draft)
        print(processor.batch_decode(ids, skip_special_tokens=True))


def collate(rows):
    feats = processor([r["audio"] for r in rows], sampling_rate=16000, return_tensors="pt").input_features
    labels = processor.tokenizer([r["text"] for r in rows], return_tensors="pt", padding=True).input_ids
    return {"input_features": feats, "labels": labels}


rows = [{"audio": np.zeros(8000, dtype=np.float32), "text": "hello"} for _ in range(2)]
with tempfile.TemporaryDirectory() as out:
    trainer = Seq2SeqTrainer(
        model=model,
        args=Seq2SeqTrainingArguments(out, max_steps=1, eval_strategy="steps", eval_steps=1, report_to=[],
                                      use_cpu=True, save_strategy="no", per_device_train_batch_size=2,
                                      remove_unused_columns=False),
        train_dataset=rows,
        eval_dataset=rows,
        data_collator=collate,
        callbacks=[TranscribeProbe(n_hyp=1)],
    )
    trainer.train()
