# classes: 6 9
"""Seq2SeqTrainer fine-tune of t5-small with predict_with_generate; the generation config the
trainer evaluates with asks for three candidates per input, with two beams from the arguments."""
import tempfile

from transformers import (
    AutoModelForSeq2SeqLM,
    AutoTokenizer,
    DataCollatorForSeq2Seq,
    GenerationConfig,
    Seq2SeqTrainer,
    Seq2SeqTrainingArguments,
)

CKPT = "t5-small"
PAIRS = [
    ("summarize: the quick brown fox jumps over the lazy dog", "fox jumps"),
    ("summarize: once upon a time there lived a king who loved his garden", "king loved garden"),
    ("summarize: tell me a story about cats and dogs", "cats and dogs"),
    ("summarize: one two three four five six", "one to six"),
]

tokenizer = AutoTokenizer.from_pretrained(CKPT)
model = AutoModelForSeq2SeqLM.from_pretrained(CKPT)


def encode(src, tgt):
    item = tokenizer(src, max_length=32, truncation=True)
    item["labels"] = tokenizer(text_target=tgt, max_length=8, truncation=True)["input_ids"]
    return item


data = [encode(s, t) for s, t in PAIRS]

gen_config = GenerationConfig.from_pretrained(CKPT)
gen_config.num_return_sequences = 3  # keep a few candidates for the reranker

with tempfile.TemporaryDirectory() as out_dir:
    args = Seq2SeqTrainingArguments(
        output_dir=out_dir,
        per_device_train_batch_size=2,
        per_device_eval_batch_size=2,
        max_steps=2,
        predict_with_generate=True,
        generation_max_length=12,
        generation_num_beams=2,
        generation_config=gen_config,
        report_to=[],
        use_cpu=True,
        save_strategy="no",
    )
    trainer = Seq2SeqTrainer(
        model=model,
        args=args,
        train_dataset=data,
        eval_dataset=data,
        data_collator=DataCollatorForSeq2Seq(tokenizer, model=model),
        processing_class=tokenizer,
    )
    trainer.train()
    metrics = trainer.evaluate()
    print(metrics)
