# classes: 5 3
"""click chat server warm-up: `serve warmup` pre-allocates a StaticCache and decodes a prompt
with a draft model, so that the first user request does not pay the allocation.
"""
import click
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

TARGET = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"


@click.group()
def serve():
    """Chat server utilities."""


@serve.command()
@click.option("--max-cache-len", default=64, type=int)
@click.option("--max-new-tokens", default=6, type=int)
@click.option("--use-draft/--no-draft", default=True)
def warmup(max_cache_len, max_new_tokens, use_draft):
    tok = AutoTokenizer.from_pretrained(TARGET)
    model = AutoModelForCausalLM.from_pretrained(TARGET, torch_dtype=torch.float32)
    extra = {}
    if use_draft:
        extra["assistant_model"] = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)
    cache = StaticCache(config=model.config, max_cache_len=max_cache_len)
    enc = tok("Hello, how are you today?", return_tensors="pt")
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=max_new_tokens, **extra)
    click.echo(tok.decode(out[0], skip_special_tokens=True))


@serve.command()
def models():
    click.echo(f"target={TARGET} draft={DRAFT}")


if __name__ == "__main__":
    serve.main(args=["warmup"], standalone_mode=False)
