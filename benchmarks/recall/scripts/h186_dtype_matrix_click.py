# classes: 3 8
"""click CLI to compare dtypes when loading Qwen2.5 on CPU."""
import click
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

DTYPES = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}


@click.command()
@click.option("--model-id", default="Qwen/Qwen2.5-0.5B-Instruct")
@click.option("--dtype", type=click.Choice(list(DTYPES)), default="bf16")
@click.option("--tokens", default=5)
def main(model_id, dtype, tokens):
    tok = AutoTokenizer.from_pretrained(model_id)
    model = AutoModelForCausalLM.from_pretrained(model_id, dtype=DTYPES[dtype], device_map="cpu")
    enc = tok("hello world", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=tokens, do_sample=False)
    click.echo(f"{dtype}: {tok.decode(out[0], skip_special_tokens=True)}")


if __name__ == "__main__":
    main(standalone_mode=False)
