# classes: 3
import click
from transformers import AutoModelForCausalLM, AutoTokenizer


@click.command()
@click.option("--model", default="facebook/opt-1.3b")
@click.option("--draft", default="facebook/opt-125m")
@click.option("--num-beams", default=1, type=int, help="beam width (>1 disables the draft model)")
@click.option("--prompt", default="the king and the queen")
def main(model, draft, num_beams, prompt):
    tok = AutoTokenizer.from_pretrained(model)
    lm = AutoModelForCausalLM.from_pretrained(model)
    drafter = AutoModelForCausalLM.from_pretrained(draft)
    ids = tok(prompt, return_tensors="pt")
    click.echo(tok.decode(lm.generate(**ids, assistant_model=drafter, num_beams=num_beams, max_new_tokens=6)[0]))


if __name__ == "__main__":
    main()
