# classes: 8
"""Evaluation with beam search that also asks for scores (output_scores=True) for a later
confidence filter, without return_dict_in_generate; the config is given to
Seq2SeqTrainingArguments."""
import tempfile

from transformers import (
    AutoModelForSeq2SeqLM,
    AutoTokenizer,
    DataCollatorForSeq2Seq,
    GenerationConfig,
    Seq2SeqTrainer,
    Seq2SeqTrainingArguments,
)

tok = AutoTokenizer.from_pretrained("facebook/bart-base")
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-base")
scored = GenerationConfig(max_new_tokens=6, num_beams=2, output_scores=True)
scored.decoder_start_token_id = model.config.decoder_start_token_id

rows = []
for text, target in [("the shop opens at nine", "opens at nine"), ("the bus was late again", "late bus")]:
    enc = tok(text)
    enc["labels"] = tok(text_target=target)["input_ids"]
    rows.append(enc)
args = Seq2SeqTrainingArguments(
    output_dir=tempfile.mkdtemp(),
    per_device_eval_batch_size=2,
    predict_with_generate=True,
    generation_config=scored,
    report_to=[],
    use_cpu=True,
)
trainer = Seq2SeqTrainer(model=model, args=args, eval_dataset=rows, data_collator=DataCollatorForSeq2Seq(tok, model=model))
print(trainer.evaluate())
