# classes: 7 3
"""Evaluation callback that samples a completion with the temperature from the run's settings;
the settings dataclass defaults to 0.7."""
import tempfile
from dataclasses import dataclass

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DataCollatorForLanguageModeling, Trainer, TrainerCallback, TrainingArguments


@dataclass
class RunSettings:
    model_name: str = "HuggingFaceTB/SmolLM2-135M"
    sample_temperature: float = 0.7
    sample_tokens: int = 5


cfg = RunSettings()
tok = AutoTokenizer.from_pretrained(cfg.model_name)
model = AutoModelForCausalLM.from_pretrained(cfg.model_name)
data = [tok(t) for t in ["hello world", "tell me a story about cats"]]


class SampleOnEval(TrainerCallback):
    def on_evaluate(self, args, state, control, model=None, **kwargs):
        enc = tok("tell me", return_tensors="pt")
        with torch.no_grad():
            out = model.generate(**enc, do_sample=True, temperature=cfg.sample_temperature, max_new_tokens=cfg.sample_tokens)
        print(tok.decode(out[0]))


trainer = Trainer(
    model=model,
    args=TrainingArguments(output_dir=tempfile.mkdtemp(), max_steps=1, per_device_train_batch_size=2, report_to=[], use_cpu=True),
    train_dataset=data,
    eval_dataset=data,
    data_collator=DataCollatorForLanguageModeling(tok, mlm=False),
    callbacks=[SampleOnEval()],
)
trainer.train()
trainer.evaluate()
