# classes: 8 6
"""Keeps the evaluation generation settings as a hand-written generation_config.json in a folder
and passes the folder to Seq2SeqTrainingArguments(generation_config=...). The file sets a
temperature without turning sampling on."""
import json
import os
import tempfile

from transformers import (
    AutoModelForSeq2SeqLM,
    AutoTokenizer,
    DataCollatorForSeq2Seq,
    Seq2SeqTrainer,
    Seq2SeqTrainingArguments,
)

work = tempfile.mkdtemp()
gen_dir = os.path.join(work, "eval_generation")
os.makedirs(gen_dir, exist_ok=True)
with open(os.path.join(gen_dir, "generation_config.json"), "w") as fh:
    json.dump({"max_new_tokens": 6, "temperature": 0.3, "decoder_start_token_id": 0, "pad_token_id": 0}, fh)

tok = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
batch = []
for text, target in [("summarize: the shop opens at nine", "opens at nine"), ("summarize: the bus was late", "late bus")]:
    enc = tok(text)
    enc["labels"] = tok(text_target=target)["input_ids"]
    batch.append(enc)

args = Seq2SeqTrainingArguments(
    output_dir=os.path.join(work, "run"),
    per_device_eval_batch_size=2,
    predict_with_generate=True,
    generation_config=gen_dir,
    report_to=[],
    use_cpu=True,
)
trainer = Seq2SeqTrainer(model=model, args=args, eval_dataset=batch, data_collator=DataCollatorForSeq2Seq(tok, model=model))
print(trainer.evaluate())
