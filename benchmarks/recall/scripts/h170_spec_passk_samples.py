# classes: 3 8
"""pass@k with speculative sampling: the draft speeds up each of the n sampled completions."""
import click
from transformers import AutoModelForCausalLM, AutoTokenizer


@click.command()
@click.option("--target", default="meta-llama/Llama-2-13b-chat-hf")
@click.option("--draft", default="TinyLlama/TinyLlama-1.1B-Chat-v1.0")
@click.option("--n", "n_samples", default=3, show_default=True)
@click.option("--temperature", default=0.6)
def main(target, draft, n_samples, temperature):
    tok = AutoTokenizer.from_pretrained(target)
    model = AutoModelForCausalLM.from_pretrained(target)
    assistant = AutoModelForCausalLM.from_pretrained(draft)
    enc = tok("def quicksort(arr):\n", return_tensors="pt")
    out = model.generate(
        **enc,
        assistant_model=assistant,
        do_sample=True,
        temperature=temperature,
        num_return_sequences=n_samples,
        max_new_tokens=6,
    )
    for row in out:
        print(repr(tok.decode(row[enc.input_ids.shape[1]:])))


if __name__ == "__main__":
    main(standalone_mode=False)
