# classes: 7 9
"""Trainer run of one step with a callback that prints draft-assisted samples at evaluation.

The callback asks for one sample per prompt: assisted decoding returns one sequence.
"""
import tempfile

import torch
from transformers import (AutoModelForCausalLM, AutoTokenizer, Trainer, TrainerCallback,
                          TrainingArguments)

CKPT = "HuggingFaceTB/SmolLM2-360M"
DRAFT = "HuggingFaceTB/SmolLM2-135M"
TEXTS = ["Once upon a time there was a fox.", "The robot opened the door slowly."]


class ToyDataset(torch.utils.data.Dataset):
    def __init__(self, tok):
        self.enc = tok(TEXTS, padding="max_length", max_length=12, truncation=True)

    def __len__(self):
        return len(TEXTS)

    def __getitem__(self, i):
        ids = torch.tensor(self.enc["input_ids"][i])
        return {"input_ids": ids, "attention_mask": torch.tensor(self.enc["attention_mask"][i]), "labels": ids}


class SampleCallback(TrainerCallback):
    def __init__(self, tok, draft, num_samples=1):
        self.tok, self.draft, self.num_samples = tok, draft, num_samples

    def on_evaluate(self, args, state, control, model=None, **kwargs):
        inputs = self.tok("Once upon a time", return_tensors="pt")
        out = model.generate(**inputs, assistant_model=self.draft, do_sample=True,
                             num_return_sequences=self.num_samples, max_new_tokens=6)
        for text in self.tok.batch_decode(out, skip_special_tokens=True):
            print("sample:", text)


def main():
    tok = AutoTokenizer.from_pretrained(CKPT)
    tok.pad_token = tok.eos_token
    model = AutoModelForCausalLM.from_pretrained(CKPT)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    data = ToyDataset(tok)
    with tempfile.TemporaryDirectory() as out_dir:
        args = TrainingArguments(output_dir=out_dir, max_steps=1, per_device_train_batch_size=2,
                                 report_to=[], save_strategy="no", logging_steps=1)
        trainer = Trainer(model=model, args=args, train_dataset=data, eval_dataset=data,
                          callbacks=[SampleCallback(tok, draft)])
        trainer.train()
        print(trainer.evaluate())


if __name__ == "__main__":
    main()
