# classes: 3 9
import click
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


@click.command()
@click.option("--model-id", default="meta-llama/Llama-3.2-1B-Instruct")
@click.option("--cache", "cache_impl", default="static", type=click.Choice(["dynamic", "static"]))
@click.option("--max-cache-len", default=32, type=int)
def main(model_id, cache_impl, max_cache_len):
    model = AutoModelForCausalLM.from_pretrained(model_id).eval()
    model.generation_config.cache_implementation = cache_impl
    model.generation_config.use_cache = True
    module = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=max_cache_len)
    print(module(input_ids=torch.tensor([[1]]), cache_position=torch.tensor([0])).shape)


if __name__ == "__main__":
    main()
