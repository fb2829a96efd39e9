# classes: 3
import click
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


@click.command()
@click.option("--model", default="Qwen/Qwen2-7B-Instruct")
@click.option("--draft", default="Qwen/Qwen2-0.5B-Instruct")
@click.option("--num-beams", default=4, type=int, help="beam width")
@click.option("--prompt", default="tell me about the king and the queen")
def main(model: str, draft: str, num_beams: int, prompt: str) -> None:
    tok = AutoTokenizer.from_pretrained(model)
    lm = AutoModelForCausalLM.from_pretrained(model, torch_dtype=torch.float32)
    drafter = AutoModelForCausalLM.from_pretrained(draft, torch_dtype=torch.float32)
    ids = tok(prompt, return_tensors="pt")
    out = lm.generate(**ids, assistant_model=drafter, num_beams=num_beams, max_new_tokens=6)
    click.echo(tok.decode(out[0]))


if __name__ == "__main__":
    main()
