# classes: 3 9
"""Tiny on-device toolkit: `chat` to smoke-test a checkpoint, `export` to build the ExecuTorch module.

With no sub-command it runs `export`, which is what the CI job calls.
"""
import sys

import click
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

DEFAULT_CKPT = "HuggingFaceTB/SmolLM2-135M-Instruct"


@click.group()
@click.option("--checkpoint", default=DEFAULT_CKPT, show_default=True)
@click.pass_context
def cli(ctx, checkpoint):
    ctx.ensure_object(dict)
    ctx.obj["checkpoint"] = checkpoint


@cli.command()
@click.option("--prompt", default="Say hi.")
@click.pass_context
def chat(ctx, prompt):
    tok = AutoTokenizer.from_pretrained(ctx.obj["checkpoint"])
    model = AutoModelForCausalLM.from_pretrained(ctx.obj["checkpoint"])
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=6)
    click.echo(tok.decode(out[0], skip_special_tokens=True))


@cli.command()
@click.option("--max-cache-len", default=96, type=int)
@click.option("--kv-cache/--no-kv-cache", default=False, help="keep the KV cache in the exported graph")
@click.pass_context
def export(ctx, max_cache_len, kv_cache):
    model = AutoModelForCausalLM.from_pretrained(ctx.obj["checkpoint"], torch_dtype=torch.float32)
    model.eval()
    gen = model.generation_config
    gen.use_cache = kv_cache
    gen.cache_implementation = "static"
    module = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=max_cache_len)
    click.echo(f"built {type(module).__name__} for {ctx.obj['checkpoint']}")


if __name__ == "__main__":
    cli(sys.argv[1:] or ["export"])
