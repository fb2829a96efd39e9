# classes: 3 8
"""Research summariser: a generation Namespace splatted into generate with **vars(args)."""

import argparse

import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

ARTICLE = (
    "The city announced on Monday that the new tram line will open next spring, connecting the "
    "university campus with the central station in under fifteen minutes."
)


def get_gen_args(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--num_beams", type=int, default=2)
    p.add_argument("--max_new_tokens", type=int, default=6)
    p.add_argument("--length_penalty", type=float, default=1.0)
    p.add_argument("--no_repeat_ngram_size", type=int, default=3)
    p.add_argument("--early_stopping", action="store_true")
    p.add_argument("--min_len", type=int, default=2)
    return p.parse_args(argv)


def summarise(model, tok, text, gen_args):
    enc = tok([text], return_tensors="pt", truncation=True, max_length=512)
    with torch.no_grad():
        summary_ids = model.generate(enc["input_ids"], attention_mask=enc["attention_mask"], **vars(gen_args))
    return tok.batch_decode(summary_ids, skip_special_tokens=True)[0]


if __name__ == "__main__":
    gen_args = get_gen_args([])
    tokenizer = AutoTokenizer.from_pretrained("sshleifer/distilbart-cnn-12-6")
    model = AutoModelForSeq2SeqLM.from_pretrained("sshleifer/distilbart-cnn-12-6", low_cpu_mem_usage=True)
    print(summarise(model, tokenizer, ARTICLE, gen_args))
