# classes: 8
"""Translation fine-tune (BART) whose evaluation config keeps beam-search settings
(length_penalty, early_stopping) from a recipe but leaves num_beams at its default; the
config is kept in a variable and passed to Seq2SeqTrainingArguments."""
import tempfile

from transformers import (
    AutoModelForSeq2SeqLM,
    AutoTokenizer,
    DataCollatorForSeq2Seq,
    GenerationConfig,
    Seq2SeqTrainer,
    Seq2SeqTrainingArguments,
)

MODEL = "facebook/bart-base"
PAIRS = [("the cat sat on the mat", "le chat est assis"), ("good morning to you", "bonjour a vous")]


def build_rows(tokenizer):
    out = []
    for src, tgt in PAIRS:
        item = tokenizer(src, max_length=24, truncation=True)
        item["labels"] = tokenizer(text_target=tgt, max_length=12, truncation=True)["input_ids"]
        out.append(item)
    return out


def main():
    tokenizer = AutoTokenizer.from_pretrained(MODEL)
    model = AutoModelForSeq2SeqLM.from_pretrained(MODEL)
    eval_gen = GenerationConfig(
        max_new_tokens=8,
        length_penalty=0.8,
        early_stopping=True,
        decoder_start_token_id=model.config.decoder_start_token_id,
    )
    training_args = Seq2SeqTrainingArguments(
        output_dir=tempfile.mkdtemp(),
        per_device_eval_batch_size=2,
        predict_with_generate=True,
        generation_config=eval_gen,
        report_to="none",
        use_cpu=True,
    )
    rows = build_rows(tokenizer)
    trainer = Seq2SeqTrainer(
        model=model,
        args=training_args,
        eval_dataset=rows,
        data_collator=DataCollatorForSeq2Seq(tokenizer, model=model),
        processing_class=tokenizer,
    )
    print(trainer.evaluate(max_new_tokens=8))


if __name__ == "__main__":
    main()
