# classes: 7 5
"""Producer thread for a batch chat job: results or the exception go on a queue; the consumer
raises exceptions it receives."""
import queue
import threading

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
tok.pad_token = tok.eos_token


class BatchProducer(threading.Thread):
    def __init__(self, conversations, out_q):
        super().__init__(daemon=True)
        self.conversations = conversations
        self.out_q = out_q

    def run(self):
        try:
            enc = tok.apply_chat_template(self.conversations, add_generation_prompt=True, padding=True, return_tensors="pt", return_dict=True)
            self.out_q.put(model.generate(**enc, assistant_model=draft, max_new_tokens=5))
        except Exception as e:
            self.out_q.put(e)


results = queue.Queue()
convs = [[{"role": "user", "content": "hi"}], [{"role": "user", "content": "tell me about the sea"}]]
BatchProducer(convs, results).start()
item = results.get()
if isinstance(item, Exception):
    raise item
print(tok.batch_decode(item, skip_special_tokens=True))
