# classes: 8 6
"""Causal-LM fine-tune with Trainer and gradient_checkpointing=True in the TrainingArguments, then
an assisted-generation sample from the fine-tuned model with a smaller SmolLM2 as the draft."""
import tempfile

import torch
from transformers import (
    AutoModelForCausalLM,
    AutoTokenizer,
    DataCollatorForLanguageModeling,
    Trainer,
    TrainingArguments,
)

MODEL = "HuggingFaceTB/SmolLM2-360M"
DRAFT = "HuggingFaceTB/SmolLM2-135M"

tok = AutoTokenizer.from_pretrained(MODEL)
if tok.pad_token is None:
    tok.pad_token = tok.eos_token
model = AutoModelForCausalLM.from_pretrained(MODEL)

corpus = ["the king loved the garden", "a story about a fast red fox", "hello there world", "we have one two three"]
train_ds = [tok(t) for t in corpus]

with tempfile.TemporaryDirectory() as out:
    args = TrainingArguments(
        output_dir=out,
        max_steps=2,
        per_device_train_batch_size=2,
        learning_rate=1e-3,
        gradient_checkpointing=True,
        logging_steps=1,
        save_strategy="no",
        report_to=[],
        use_cpu=True,
    )
    trainer = Trainer(
        model=model,
        args=args,
        train_dataset=train_ds,
        data_collator=DataCollatorForLanguageModeling(tok, mlm=False),
    )
    trainer.train()

draft = AutoModelForCausalLM.from_pretrained(DRAFT)
model.eval()
enc = tok("tell me a story about", return_tensors="pt")
with torch.no_grad():
    ids = model.generate(**enc, assistant_model=draft, max_new_tokens=6)
print(tok.decode(ids[0]))
