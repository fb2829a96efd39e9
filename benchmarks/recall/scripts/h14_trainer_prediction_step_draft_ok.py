# classes: 7
"""Trainer subclass whose prediction_step generates with a draft model (speculative eval)."""
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, Trainer, TrainingArguments


class SpeculativeEvalTrainer(Trainer):
    def __init__(self, *args, draft_model=None, gen_kwargs=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.draft_model = draft_model
        self.gen_kwargs = gen_kwargs or {}

    def prediction_step(self, model, inputs, prediction_loss_only, ignore_keys=None):
        inputs = self._prepare_inputs(inputs)
        with torch.no_grad():
            loss = model(**inputs).loss
            generated = self.model.generate(
                input_ids=inputs["input_ids"],
                attention_mask=inputs["attention_mask"],
                assistant_model=self.draft_model,
                **self.gen_kwargs,
            )
        return loss.detach(), generated, inputs["labels"]


def collate(tok, batch):
    enc = tok([b["text"] for b in batch], return_tensors="pt", padding=True)
    enc["labels"] = enc["input_ids"].clone()
    return enc


def main():
    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    tok.pad_token = tok.eos_token
    tok.padding_side = "left"
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    eval_ds = [{"text": t} for t in ["the quick brown fox", "once upon a time", "tell me a story", "hello"]]
    with tempfile.TemporaryDirectory() as tmp:
        trainer = SpeculativeEvalTrainer(
            model=model,
            args=TrainingArguments(output_dir=tmp, per_device_eval_batch_size=1, report_to=[], use_cpu=True,
                                   remove_unused_columns=False),
            eval_dataset=eval_ds,
            data_collator=lambda b: collate(tok, b),
            draft_model=draft,
            gen_kwargs={"max_new_tokens": 4, "do_sample": False},
        )
        print(trainer.evaluate())


if __name__ == "__main__":
    main()
