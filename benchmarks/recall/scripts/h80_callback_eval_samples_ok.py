# classes: 7 3
"""A TrainerCallback that samples a few continuations per prompt at each evaluation (sampling on,
so several returned sequences are allowed)."""
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


class GenerationPreview(TrainerCallback):
    def __init__(self, tokenizer, prompts, **gen_kwargs):
        self.tokenizer = tokenizer
        self.prompts = prompts
        self.gen_kwargs = gen_kwargs

    def on_evaluate(self, args, state, control, **kwargs):
        model = kwargs["model"]
        was_training = model.training
        model.eval()
        batch = self.tokenizer(self.prompts[:1], return_tensors="pt")
        with torch.no_grad():
            out = model.generate(**batch, **self.gen_kwargs)
        print(self.tokenizer.batch_decode(out, skip_special_tokens=True))
        if was_training:
            model.train()


tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
tok.pad_token = tok.pad_token or tok.eos_token
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")
ds = [tok(t) for t in ["one two three", "the dog was lazy", "hello world", "tell me a story"]]
preview = GenerationPreview(tok, ["once upon a time"], max_new_tokens=6, do_sample=True, top_p=0.9, num_return_sequences=3)
with tempfile.TemporaryDirectory() as tmp:
    Trainer(
        model=model,
        args=TrainingArguments(tmp, max_steps=2, eval_strategy="steps", eval_steps=1, report_to=[], use_cpu=True, save_strategy="no"),
        train_dataset=ds,
        eval_dataset=ds,
        data_collator=DataCollatorForLanguageModeling(tok, mlm=False),
        callbacks=[preview],
    ).train()
