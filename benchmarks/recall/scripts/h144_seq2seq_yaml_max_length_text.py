# classes: 3 8
"""Seq2SeqTrainer whose evaluation lengths come from a YAML training config; the YAML quotes
the maximum length, so it arrives as text."""

import yaml
from transformers import (AutoModelForSeq2SeqLM, AutoTokenizer, DataCollatorForSeq2Seq, Seq2SeqTrainer,
                          Seq2SeqTrainingArguments)

CONFIG = yaml.safe_load("""
model: t5-small
train:
  steps: 1
  batch_size: 2
eval:
  max_length: "12"
  num_beams: 1
""")
PAIRS = [("translate English to German: hello world", "hallo welt"),
         ("translate English to German: the red fox", "der rote fuchs")]

tok = AutoTokenizer.from_pretrained(CONFIG["model"])
model = AutoModelForSeq2SeqLM.from_pretrained(CONFIG["model"])
rows = [dict(tok(src), labels=tok(text_target=tgt)["input_ids"]) for src, tgt in PAIRS]
args = Seq2SeqTrainingArguments(
    output_dir="out", max_steps=CONFIG["train"]["steps"], per_device_train_batch_size=CONFIG["train"]["batch_size"],
    per_device_eval_batch_size=2, predict_with_generate=True, save_strategy="no", report_to="none",
)
trainer = Seq2SeqTrainer(model=model, args=args, train_dataset=rows, eval_dataset=rows,
                         data_collator=DataCollatorForSeq2Seq(tok, model=model))
trainer.train()
metrics = trainer.evaluate(max_length=CONFIG["eval"]["max_length"], num_beams=CONFIG["eval"]["num_beams"])
print(metrics)
