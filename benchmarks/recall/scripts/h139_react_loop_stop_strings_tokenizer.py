# classes: 8 7
"""A ReAct agent loop that stops generation at "Observation:" or "Final Answer:",
passing the tokenizer along so that generate can match the stop strings."""

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "Qwen/Qwen2-0.5B-Instruct"
STOP = ["Observation:", "Final Answer:"]


def search(query: str) -> str:
    return f"results for {query}"


def main():
    tok = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    history = "Question: who lived in the garden?\nThought:"
    for _ in range(3):
        enc = tok(history, return_tensors="pt")
        out = model.generate(**enc, max_new_tokens=10, stop_strings=STOP, tokenizer=tok)
        step = tok.decode(out[0, enc.input_ids.shape[-1] :], skip_special_tokens=True)
        history += step
        if "Final Answer:" in step:
            break
        history += f"\nObservation: {search(step.strip()[:20])}\nThought:"
    print(history)


if __name__ == "__main__":
    main()
