# classes: 3 2
"""click CLI answering a file of questions as chats, with prompt lookup decoding (cheap speed-up
for answers that quote the question)."""
import click
from transformers import AutoModelForCausalLM, AutoTokenizer

QUESTIONS = ["repeat after me the quick brown fox", "say the lazy dog", "tell me one two three four"]


@click.command()
@click.option("--model", default="microsoft/Phi-3.5-mini-instruct")
@click.option("--batch-size", default=1, type=int)
@click.option("--lookup", default=3, type=int)
def main(model, batch_size, lookup):
    tok = AutoTokenizer.from_pretrained(model, padding_side="left")
    lm = AutoModelForCausalLM.from_pretrained(model)
    for start in range(0, len(QUESTIONS), batch_size):
        chunk = [[{"role": "user", "content": q}] for q in QUESTIONS[start : start + batch_size]]
        enc = tok.apply_chat_template(chunk, add_generation_prompt=True, padding=True, return_tensors="pt", return_dict=True)
        out = lm.generate(**enc, prompt_lookup_num_tokens=lookup, max_new_tokens=5, do_sample=False)
        click.echo(tok.batch_decode(out[:, enc["input_ids"].shape[1] :], skip_special_tokens=True))


if __name__ == "__main__":
    main()
