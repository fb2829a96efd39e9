# classes: 7 5
"""Background generation worker: a Thread subclass that records its error for the caller."""
import threading

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")


class GenerationWorker(threading.Thread):
    def __init__(self, messages, **gen_kwargs):
        super().__init__(daemon=True)
        self.messages = messages
        self.gen_kwargs = gen_kwargs
        self.result = None
        self.error = None

    def run(self):
        try:
            enc = tok.apply_chat_template(self.messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
            out = model.generate(**enc, assistant_model=draft, max_new_tokens=6, **self.gen_kwargs)
            self.result = tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)
        except Exception as exc:  # surfaced in the main thread
            self.error = exc


if __name__ == "__main__":
    worker = GenerationWorker([{"role": "user", "content": "suggest a name for a cat"}], do_sample=True, top_p=0.9)
    worker.start()
    worker.join()
    if worker.error is not None:
        raise worker.error
    print(worker.result)
