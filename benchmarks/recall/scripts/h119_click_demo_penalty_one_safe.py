# classes: 3
"""click front-end for a local demo: --repetition-penalty defaults to 1 (off) and --top-k is an int option."""
import click
from transformers import AutoModelForCausalLM, AutoTokenizer


@click.command()
@click.option("--prompt", default="The history of Rome")
@click.option("--repetition-penalty", default=1)
@click.option("--top-k", default=50, type=int)
@click.option("--sample/--greedy", default=True)
def main(prompt, repetition_penalty, top_k, sample):
    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(
        **enc,
        do_sample=sample,
        top_k=top_k,
        repetition_penalty=repetition_penalty,
        max_new_tokens=8,
        pad_token_id=tok.eos_token_id,
    )
    click.echo(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main(standalone_mode=False)
