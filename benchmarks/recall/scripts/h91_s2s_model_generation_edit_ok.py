# classes: 8
"""Seq2SeqTrainingArguments without a generation config: the model's own generation config is
edited (a temperature without sampling) and used by evaluate; only a warning, the trainer does
not validate the model's config strictly."""
import tempfile

from transformers import (
    AutoModelForSeq2SeqLM,
    AutoTokenizer,
    DataCollatorForSeq2Seq,
    Seq2SeqTrainer,
    Seq2SeqTrainingArguments,
)

tok = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
model.generation_config.max_new_tokens = 6
model.generation_config.temperature = 0.7

rows = []
for text, target in [("summarize: the shop opens at nine", "opens at nine"), ("summarize: the bus was late", "late bus")]:
    enc = tok(text)
    enc["labels"] = tok(text_target=target)["input_ids"]
    rows.append(enc)

args = Seq2SeqTrainingArguments(
    output_dir=tempfile.mkdtemp(),
    per_device_eval_batch_size=2,
    predict_with_generate=True,
    report_to=[],
    use_cpu=True,
)
trainer = Seq2SeqTrainer(model=model, args=args, eval_dataset=rows, data_collator=DataCollatorForSeq2Seq(tok, model=model))
print(trainer.evaluate())
