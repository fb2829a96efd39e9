# classes: 8
"""Fine-tunes a T5 summariser with Seq2SeqTrainer; the evaluation generation config is built
inline in the training arguments, greedy (one beam, no sampling) but keeping a temperature
copied from the serving config."""
import tempfile

from transformers import (
    AutoModelForSeq2SeqLM,
    AutoTokenizer,
    DataCollatorForSeq2Seq,
    GenerationConfig,
    Seq2SeqTrainer,
    Seq2SeqTrainingArguments,
)

ARTICLES = [
    ("summarize: the council approved the new park budget on monday", "park budget approved"),
    ("summarize: heavy rain closed two roads near the river overnight", "rain closes roads"),
]


def encode(tok, pairs):
    rows = []
    for src, tgt in pairs:
        enc = tok(src, truncation=True, max_length=32)
        enc["labels"] = tok(text_target=tgt, truncation=True, max_length=8)["input_ids"]
        rows.append(enc)
    return rows


tok = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
data = encode(tok, ARTICLES)

args = Seq2SeqTrainingArguments(
    output_dir=tempfile.mkdtemp(),
    per_device_train_batch_size=2,
    per_device_eval_batch_size=2,
    max_steps=1,
    predict_with_generate=True,
    generation_config=GenerationConfig(max_new_tokens=6, num_beams=1, temperature=0.7, decoder_start_token_id=0),
    report_to=[],
    use_cpu=True,
)
trainer = Seq2SeqTrainer(
    model=model,
    args=args,
    train_dataset=data,
    eval_dataset=data,
    data_collator=DataCollatorForSeq2Seq(tok, model=model),
)
trainer.train()
print(trainer.evaluate())
