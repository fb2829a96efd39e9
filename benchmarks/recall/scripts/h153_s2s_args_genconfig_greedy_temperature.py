# classes: 8 6
"""Seq2SeqTrainingArguments carry a GenerationConfig for evaluation: greedy decoding, but the
temperature the team uses for sampling demos was copied in as well."""
import tempfile

from transformers import (
    AutoModelForSeq2SeqLM,
    AutoTokenizer,
    DataCollatorForSeq2Seq,
    GenerationConfig,
    Seq2SeqTrainer,
    Seq2SeqTrainingArguments,
)

tok = AutoTokenizer.from_pretrained("google/flan-t5-base")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")
rows = [{"q": "what is red", "a": "a colour"}, {"q": "what is a dog", "a": "an animal"}]
feats = [dict(tok(r["q"]), labels=tok(text_target=r["a"])["input_ids"]) for r in rows]

gen_cfg = GenerationConfig(max_new_tokens=8, do_sample=False, temperature=0.7, decoder_start_token_id=0, pad_token_id=0, eos_token_id=1)
args = Seq2SeqTrainingArguments(
    output_dir=tempfile.mkdtemp(),
    max_steps=1,
    per_device_train_batch_size=2,
    predict_with_generate=True,
    generation_config=gen_cfg,
    report_to=[],
    use_cpu=True,
)
trainer = Seq2SeqTrainer(model=model, args=args, train_dataset=feats, eval_dataset=feats, data_collator=DataCollatorForSeq2Seq(tok, model=model))
trainer.train()
print(trainer.evaluate())
