# classes: 8 6
"""A summarisation fine-tune with Seq2SeqTrainer: evaluation-time generation settings are given
as a GenerationConfig in Seq2SeqTrainingArguments(generation_config=...), sampling at a lowered
temperature."""
import tempfile

from transformers import (
    AutoModelForSeq2SeqLM,
    AutoTokenizer,
    DataCollatorForSeq2Seq,
    GenerationConfig,
    Seq2SeqTrainer,
    Seq2SeqTrainingArguments,
)

MODEL_ID = "google/flan-t5-small"
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForSeq2SeqLM.from_pretrained(MODEL_ID)

pairs = [("summarize: the cat sat on the mat all day long", "cat sat"), ("summarize: it rained in the city", "rain")]
rows = [dict(tokenizer(src), labels=tokenizer(tgt)["input_ids"]) for src, tgt in pairs]

eval_generation = GenerationConfig(max_new_tokens=8, do_sample=True, temperature=0.3, decoder_start_token_id=0, eos_token_id=1, pad_token_id=0)

with tempfile.TemporaryDirectory() as out_dir:
    args = Seq2SeqTrainingArguments(
        output_dir=out_dir,
        per_device_eval_batch_size=2,
        predict_with_generate=True,
        generation_config=eval_generation,
        report_to=[],
        use_cpu=True,
    )
    trainer = Seq2SeqTrainer(model=model, args=args, data_collator=DataCollatorForSeq2Seq(tokenizer, model=model))
    print(trainer.predict(rows).metrics)
