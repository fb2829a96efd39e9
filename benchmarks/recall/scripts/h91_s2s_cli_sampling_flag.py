# classes: 3 8
"""Command-line fine-tuning script: --temperature has a default and --do-sample is a store_true
flag; the evaluation GenerationConfig is built from the options. Run with no arguments the
temperature is set while sampling is off."""
import argparse
import tempfile

from transformers import (
    AutoModelForSeq2SeqLM,
    AutoTokenizer,
    DataCollatorForSeq2Seq,
    GenerationConfig,
    Seq2SeqTrainer,
    Seq2SeqTrainingArguments,
)


def parse():
    p = argparse.ArgumentParser(description="fine-tune a summariser")
    p.add_argument("--model", default="t5-small")
    p.add_argument("--max-new-tokens", type=int, default=6)
    p.add_argument("--temperature", type=float, default=0.7)
    p.add_argument("--do-sample", action="store_true")
    p.add_argument("--output-dir", default=None)
    return p.parse_args()


def main():
    opts = parse()
    tok = AutoTokenizer.from_pretrained(opts.model)
    model = AutoModelForSeq2SeqLM.from_pretrained(opts.model)
    gen = GenerationConfig(
        max_new_tokens=opts.max_new_tokens,
        do_sample=opts.do_sample,
        temperature=opts.temperature,
        decoder_start_token_id=0,
    )
    rows = []
    for text, target in [("summarize: the shop opens at nine", "opens at nine"), ("summarize: the bus was late", "late")]:
        enc = tok(text)
        enc["labels"] = tok(text_target=target)["input_ids"]
        rows.append(enc)
    args = Seq2SeqTrainingArguments(
        output_dir=opts.output_dir or tempfile.mkdtemp(),
        per_device_eval_batch_size=2,
        predict_with_generate=True,
        generation_config=gen,
        report_to=[],
        use_cpu=True,
    )
    trainer = Seq2SeqTrainer(model=model, args=args, eval_dataset=rows, data_collator=DataCollatorForSeq2Seq(tok, model=model))
    print(trainer.evaluate())


if __name__ == "__main__":
    main()
