# classes: 3
import click
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


@click.command()
@click.option("--model-id", default="TinyLlama/TinyLlama-1.1B-Chat-v1.0")
@click.option("--cache", "cache_impl", type=click.Choice(["static", "dynamic", "offloaded_static"]), default="dynamic")
@click.option("--max-len", default=32, show_default=True)
@click.option("--no-cache", is_flag=True, default=False)
def export(model_id, cache_impl, max_len, no_cache):
    model = AutoModelForCausalLM.from_pretrained(model_id).eval()
    model.generation_config.use_cache = not no_cache
    model.generation_config.cache_implementation = cache_impl
    wrapper = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=max_len)
    click.echo(f"wrapped {type(wrapper).__name__}")


if __name__ == "__main__":
    export(standalone_mode=False)
