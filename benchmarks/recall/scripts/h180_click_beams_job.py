# classes: 3
"""Click CLI: beam-search rewrites for each line of an in-memory list."""
import click
from transformers import AutoModelForCausalLM, AutoTokenizer


@click.command()
@click.option("--model", default="EleutherAI/pythia-160m")
@click.option("--num-beams", default=1, show_default=True)
@click.option("--num-return", default=2, show_default=True)
@click.option("--batch-size", default=2)
def main(model, num_beams, num_return, batch_size):
    lines = ["the dog", "hello world", "tell me a story"]
    tok = AutoTokenizer.from_pretrained(model, padding_side="left")
    tok.pad_token = tok.eos_token
    lm = AutoModelForCausalLM.from_pretrained(model)
    for i in range(0, len(lines), batch_size):
        enc = tok(lines[i : i + batch_size], return_tensors="pt", padding=True)
        out = lm.generate(**enc, num_beams=num_beams, num_return_sequences=num_return, max_new_tokens=3,
                          pad_token_id=tok.eos_token_id)
        click.echo(tok.batch_decode(out, skip_special_tokens=True))


if __name__ == "__main__":
    main()
