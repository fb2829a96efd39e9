# classes: 3
import typer
from transformers import AutoModelForCausalLM, AutoTokenizer


def main(
    model_id: str = "microsoft/Phi-3.5-mini-instruct",
    lookup: int = typer.Option(8, help="prompt lookup window"),
    use_cache: bool = typer.Option(True, "--use-cache/--no-cache"),
    samples: int = 1,
):
    tokenizer = AutoTokenizer.from_pretrained(model_id)
    model = AutoModelForCausalLM.from_pretrained(model_id)
    text = "the king and the queen and the king and the queen and the"
    enc = tokenizer(text, return_tensors="pt")
    out = model.generate(**enc, prompt_lookup_num_tokens=lookup, use_cache=use_cache,
                         num_return_sequences=samples, max_new_tokens=8)
    print(tokenizer.decode(out[0]))


if __name__ == "__main__":
    typer.run(main)
