# classes: 8
"""Fine-tunes a T5 summariser and evaluates with sampled summaries: the generation config given
to Seq2SeqTrainingArguments turns sampling on, so its temperature and top_p are used."""
import tempfile

from transformers import (
    AutoModelForSeq2SeqLM,
    AutoTokenizer,
    DataCollatorForSeq2Seq,
    GenerationConfig,
    Seq2SeqTrainer,
    Seq2SeqTrainingArguments,
)

PAIRS = [
    ("summarize: the council approved the new park budget on monday", "park budget approved"),
    ("summarize: heavy rain closed two roads near the river overnight", "rain closes roads"),
]

tok = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
rows = []
for src, tgt in PAIRS:
    enc = tok(src, truncation=True, max_length=32)
    enc["labels"] = tok(text_target=tgt, max_length=8, truncation=True)["input_ids"]
    rows.append(enc)

sampling = GenerationConfig(
    max_new_tokens=6,
    do_sample=True,
    temperature=0.8,
    top_p=0.95,
    decoder_start_token_id=0,
    pad_token_id=0,
)
args = Seq2SeqTrainingArguments(
    output_dir=tempfile.mkdtemp(),
    per_device_eval_batch_size=2,
    predict_with_generate=True,
    generation_config=sampling,
    report_to=[],
    use_cpu=True,
)
trainer = Seq2SeqTrainer(model=model, args=args, eval_dataset=rows, data_collator=DataCollatorForSeq2Seq(tok, model=model))
print(trainer.evaluate())
