# classes: 8
"""Starts from the sampling config used in production, then switches sampling off so the
evaluation during fine-tuning is reproducible; temperature and top_p stay on the copy given to
Seq2SeqTrainingArguments."""
import copy
import tempfile

from transformers import (
    AutoModelForSeq2SeqLM,
    AutoTokenizer,
    DataCollatorForSeq2Seq,
    GenerationConfig,
    Seq2SeqTrainer,
    Seq2SeqTrainingArguments,
)

SERVING = GenerationConfig(do_sample=True, temperature=0.6, top_p=0.9, max_new_tokens=6, decoder_start_token_id=0)


def eval_config():
    gen = copy.deepcopy(SERVING)
    gen.do_sample = False
    return gen


def main():
    tok = AutoTokenizer.from_pretrained("google/flan-t5-base")
    model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")
    samples = []
    for q, a in [("answer: two plus two", "four"), ("answer: capital of italy", "rome")]:
        x = tok(q, max_length=16, truncation=True)
        x["labels"] = tok(text_target=a, max_length=4, truncation=True)["input_ids"]
        samples.append(x)
    gen = eval_config()
    args = Seq2SeqTrainingArguments(
        output_dir=tempfile.mkdtemp(),
        eval_strategy="no",
        per_device_eval_batch_size=2,
        predict_with_generate=True,
        generation_config=gen,
        seed=0,
        report_to=[],
        use_cpu=True,
    )
    trainer = Seq2SeqTrainer(model=model, args=args, eval_dataset=samples, data_collator=DataCollatorForSeq2Seq(tok))
    print(trainer.evaluate())


if __name__ == "__main__":
    main()
