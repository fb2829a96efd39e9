# classes: 7 8
"""A TrainerCallback that shows beam-search candidates for a fixed prompt at the end of training:
two beams, four candidates."""
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DataCollatorForLanguageModeling, Trainer, TrainerCallback, TrainingArguments

NAME = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(NAME)
model = AutoModelForCausalLM.from_pretrained(NAME)
texts = ["once upon a time there lived a king", "the quick brown fox jumps over the lazy dog"]
train = [tok(t) for t in texts]


class SampleCallback(TrainerCallback):
    def __init__(self, prompt):
        self.prompt = prompt

    def on_train_end(self, args, state, control, model=None, **kwargs):
        model.eval()
        enc = tok(self.prompt, return_tensors="pt").to(model.device)
        with torch.no_grad():
            out = model.generate(**enc, max_new_tokens=5, num_beams=2, num_return_sequences=4)
        for row in tok.batch_decode(out, skip_special_tokens=True):
            print("sample:", row)


args = TrainingArguments(output_dir=tempfile.mkdtemp(), max_steps=2, per_device_train_batch_size=2, report_to=[], use_cpu=True)
trainer = Trainer(
    model=model,
    args=args,
    train_dataset=train,
    data_collator=DataCollatorForLanguageModeling(tok, mlm=False),
    callbacks=[SampleCallback("tell me a story")],
)
trainer.train()
