# classes: 3 5
"""CLI to spot-check a tiny local T5 checkpoint with a draft model."""
import functools
import os
import tempfile

import click
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, T5Config, T5ForConditionalGeneration


def ensure_checkpoint(root, name, layers, tok):
    path = os.path.join(root, name)
    T5ForConditionalGeneration(T5Config(
        vocab_size=len(tok), d_model=16, d_ff=32, d_kv=8, num_layers=layers, num_heads=2,
        decoder_start_token_id=tok.pad_token_id, pad_token_id=tok.pad_token_id, eos_token_id=tok.eos_token_id,
    )).save_pretrained(path)
    return path


@click.command()
@click.option("--samples", default=1, show_default=True, help="hypotheses per input")
@click.option("--sample/--greedy", default=True)
def main(samples, sample):
    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    tok.pad_token = tok.eos_token  # GPT-2 has no pad token
    root = tempfile.mkdtemp()
    model = AutoModelForSeq2SeqLM.from_pretrained(ensure_checkpoint(root, "main", 2, tok))
    draft = AutoModelForSeq2SeqLM.from_pretrained(ensure_checkpoint(root, "draft", 1, tok))
    generate = functools.partial(model.generate, assistant_model=draft, max_new_tokens=3)
    enc = tok("summarize: the red fox and the blue dog", return_tensors="pt")
    out = generate(**enc, do_sample=sample, num_return_sequences=samples)
    click.echo(tok.batch_decode(out, skip_special_tokens=True))


if __name__ == "__main__":
    main()
