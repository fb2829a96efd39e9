# classes: 3 9
"""click command whose defaults come from a JSON config through context_settings' default_map."""
import json

import click
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

CONFIG = json.loads('{"generate": {"beams": 2, "stream": true, "max_new_tokens": 5}}')


@click.group()
def cli():
    pass


@cli.command()
@click.option("--model", "model_id", default="mistralai/Mistral-7B-v0.1")
@click.option("--beams", type=int, default=1)
@click.option("--stream/--no-stream", default=False)
@click.option("--max-new-tokens", type=int, default=16)
def generate(model_id, beams, stream, max_new_tokens):
    tok = AutoTokenizer.from_pretrained(model_id)
    model = AutoModelForCausalLM.from_pretrained(model_id)
    enc = tok("once upon a time", return_tensors="pt")
    streamer = TextStreamer(tok) if stream else None
    out = model.generate(**enc, num_beams=beams, streamer=streamer, max_new_tokens=max_new_tokens)
    click.echo(tok.decode(out[0]))


if __name__ == "__main__":
    cli(["generate"], default_map=CONFIG, standalone_mode=False)
