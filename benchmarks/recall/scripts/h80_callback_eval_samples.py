# classes: 7 3
"""A TrainerCallback that prints two continuations per prompt whenever the Trainer evaluates, so
the loss curve comes with samples; the sampling settings live on the callback."""
import tempfile

import torch
from transformers import (
    AutoModelForCausalLM,
    AutoTokenizer,
    DataCollatorForLanguageModeling,
    Trainer,
    TrainerCallback,
    TrainingArguments,
)


class SampleCallback(TrainerCallback):
    def __init__(self, tokenizer, prompts, n_samples=2, max_new_tokens=6):
        self.tokenizer = tokenizer
        self.prompts = prompts
        self.gen_kwargs = {"max_new_tokens": max_new_tokens, "num_return_sequences": n_samples}

    def on_evaluate(self, args, state, control, model=None, **kwargs):
        model.eval()
        for prompt in self.prompts:
            enc = self.tokenizer(prompt, return_tensors="pt").to(model.device)
            with torch.no_grad():
                out = model.generate(**enc, **self.gen_kwargs, pad_token_id=self.tokenizer.eos_token_id)
            for i, seq in enumerate(self.tokenizer.batch_decode(out, skip_special_tokens=True)):
                print(f"[step {state.global_step}] sample {i}: {seq}")
        model.train()


tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
if tokenizer.pad_token is None:
    tokenizer.pad_token = tokenizer.eos_token
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")
texts = ["the quick brown fox", "hello world once more", "a king and a queen", "red green blue"]
dataset = [tokenizer(t) for t in texts]

with tempfile.TemporaryDirectory() as tmp:
    trainer = Trainer(
        model=model,
        args=TrainingArguments(
            output_dir=tmp,
            max_steps=2,
            eval_strategy="steps",
            eval_steps=2,
            per_device_train_batch_size=2,
            per_device_eval_batch_size=2,
            report_to=[],
            use_cpu=True,
            save_strategy="no",
        ),
        train_dataset=dataset,
        eval_dataset=dataset,
        data_collator=DataCollatorForLanguageModeling(tokenizer, mlm=False),
        callbacks=[SampleCallback(tokenizer, ["once upon a time"])],
    )
    trainer.train()
