# classes: 7 8
"""A callback generates three continuations of a probe prompt after each evaluation; the
decoding settings come from a dict shared with the offline evaluation (top-k sampling)."""
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DataCollatorForLanguageModeling, Trainer, TrainerCallback, TrainingArguments

NAME = "distilgpt2"
PROBE_SETTINGS = {"max_new_tokens": 6, "do_sample": True, "top_k": 20, "num_return_sequences": 3}
tok = AutoTokenizer.from_pretrained(NAME)
tok.pad_token = tok.eos_token
model = AutoModelForCausalLM.from_pretrained(NAME)
data = [tok(t) for t in ["the dog was red", "the cat was blue", "one two three four"]]


class ProbeCallback(TrainerCallback):
    def on_evaluate(self, args, state, control, model=None, **kwargs):
        enc = tok("the fox", return_tensors="pt")
        with torch.no_grad():
            out = model.generate(**enc, pad_token_id=tok.eos_token_id, **PROBE_SETTINGS)
        print(tok.batch_decode(out))


args = TrainingArguments(output_dir=tempfile.mkdtemp(), max_steps=1, per_device_train_batch_size=3, per_device_eval_batch_size=3, report_to=[], use_cpu=True)
trainer = Trainer(model=model, args=args, train_dataset=data, eval_dataset=data, data_collator=DataCollatorForLanguageModeling(tok, mlm=False), callbacks=[ProbeCallback()])
trainer.train()
trainer.evaluate()
