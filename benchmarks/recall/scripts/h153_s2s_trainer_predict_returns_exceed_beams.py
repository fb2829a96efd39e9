# classes: 8 3
"""Fine-tune t5-small for two steps with Seq2SeqTrainer (predict_with_generate, two beams from
the training arguments), then predict three candidates per input for reranking."""
import tempfile

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, DataCollatorForSeq2Seq, Seq2SeqTrainer, Seq2SeqTrainingArguments

tok = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
pairs = [("translate English to German: hello world", "hallo welt"), ("translate English to German: the dog", "der hund")]
feats = []
for src, tgt in pairs:
    enc = tok(src)
    enc["labels"] = tok(text_target=tgt)["input_ids"]
    feats.append(dict(enc))

args = Seq2SeqTrainingArguments(
    output_dir=tempfile.mkdtemp(),
    per_device_train_batch_size=2,
    per_device_eval_batch_size=2,
    max_steps=2,
    predict_with_generate=True,
    generation_max_length=8,
    generation_num_beams=2,
    report_to=[],
    use_cpu=True,
)
trainer = Seq2SeqTrainer(model=model, args=args, train_dataset=feats, data_collator=DataCollatorForSeq2Seq(tok, model=model))
trainer.train()
out = trainer.predict(feats, num_return_sequences=3)
print(out.predictions.shape)
